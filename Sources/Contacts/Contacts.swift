// Stand-in for Apple's Contacts framework on platforms that lack it: the postal address types MapKit's placemarks
// and CarPlay apps use (`CNPostalAddress`, `CNMutablePostalAddress`, `CNPostalAddressFormatter`).
