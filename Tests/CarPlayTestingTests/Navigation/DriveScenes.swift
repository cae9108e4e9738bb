import CarPlayHost
import Testing
import CarPlayTesting
@testable import Drive

extension TestCar {
    /// Connects Drive's Dashboard and instrument cluster scenes as `app`'s own (other tests' cars run Drive in this
    /// process too: a scene connected without its main scene takes the last connected one's).
    @discardableResult
    func connectDriveScenes(
        of app: DriveSceneDelegate, cluster display: ClusterDisplay = .basic
    ) -> (dashboard: DriveDashboardSceneDelegate, cluster: DriveClusterSceneDelegate) {
        let dashboard = DriveDashboardSceneDelegate()
        dashboard.mainScene = app
        app.dashboard = dashboard
        connectDashboard(dashboard)
        let cluster = DriveClusterSceneDelegate()
        cluster.mainScene = app
        app.cluster = cluster
        connectCluster(cluster, display: display)
        return (dashboard, cluster)
    }
}
