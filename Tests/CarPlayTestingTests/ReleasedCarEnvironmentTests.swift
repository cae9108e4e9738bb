import CarPlay
import CarPlayTestSupport
import CarPlayTesting
import Expectations
import Foundation
import MediaPlayer
import Testing

/// A task an app started keeps its environment (the session bridge) after the car that ran it is gone — a released
/// `TestCar`, a `CarSystem` torn down at a test's end. What the task then asks hears that there is no car, as an app
/// without a host does, instead of reaching the freed session.
@MainActor @Suite struct ReleasedCarEnvironmentTests {
    @Test func anAppTaskThatOutlivesItsCarHearsThereIsNoCar() async {
        var car: TestCar? = TestCar(category: .audio)
        let app = PlayerDelegate()
        car?.connect(app)
        let controller = app.interfaceController
        let (gate, open) = AsyncStream<Void>.makeStream()
        let answers = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            _ = car?.run {
                Task { @MainActor in
                    for await _ in gate { break }
                    var answers = [
                        "items \(CPListTemplate.maximumItemCount)", "tabs \(CPTabBarTemplate.maximumTabCount)",
                        "sections \(CPListTemplate.maximumSectionCount)",
                    ]
                    MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "After the car"]
                    controller?.pushTemplate(CPListTemplate(title: "Late", sections: []), animated: false) {
                        success, error in
                        answers.append("push \(success) \(error == nil ? "no error" : "error")")
                    }
                    done.resume(returning: answers)
                }
            }
            car = nil  // the car goes while the app's task waits
            open.yield()
            open.finish()
        }
        expectEqual(answers, ["items 12", "tabs 5", "sections 12", "push false error"])
    }
}
