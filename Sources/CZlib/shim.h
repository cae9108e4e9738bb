// The system's zlib (Debian zlib1g-dev): OpenStreetMap PBF blobs are zlib-compressed.
#include <zlib.h>
