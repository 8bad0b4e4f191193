import Foundation

/// `pushpeek import` of a generated project: an app target whose synchronized folder holds N Swift
/// files (constants, an enum, one category registration each), and a content extension with its
/// Info.plist and storyboard; the median wall time of three runs, each a new process.
enum ImportBenchmark {
    static func run(binary: String, root: String, files count: Int) throws -> Double {
        let folder = root + "/import-\(count)"
        let sources = folder + "/App"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        for index in 0..<count {
            let text = """
            enum Action\(index): String { case accept, decline = "DECLINE_\(index)" }
            let category\(index) = "category-\(index)"

            func register\(index)() {
                let accept = UNNotificationAction(identifier: Action\(index).accept.rawValue, title: "Accept", options: [.foreground])
                let decline = UNNotificationAction(identifier: Action\(index).decline.rawValue, title: "Decline", options: .destructive)
                let category = UNNotificationCategory(identifier: category\(index), actions: [accept, decline], intentIdentifiers: [])
                UNUserNotificationCenter.current().setNotificationCategories([category])
            }

            """
            try text.write(toFile: sources + "/File\(index).swift", atomically: false, encoding: .utf8)
        }
        let project = folder + "/Generated.xcodeproj"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try pbxproj.write(toFile: project + "/project.pbxproj", atomically: false, encoding: .utf8)
        var times: [Double] = []
        for round in 0...3 {
            let result = try ChildProcess.run([binary, "import", project])
            guard result.status == 0 else { throw BenchError("pushpeek import \(project) exited \(result.status)") }
            if round > 0 { times.append(result.wallSeconds) }
        }
        try? FileManager.default.removeItem(atPath: folder)
        return Statistics.median(times)
    }

    /// One application target whose folder `App` is synchronized (objectVersion 77).
    static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tB001 = {isa = PBXProject; buildConfigurationList = B010; mainGroup = B002; targets = (B003, ); };
    \t\tB002 = {isa = PBXGroup; children = (B004, ); sourceTree = "<group>"; };
    \t\tB003 = {isa = PBXNativeTarget; buildConfigurationList = B011; buildPhases = (); fileSystemSynchronizedGroups = (B004, ); name = Generated; productType = "com.apple.product-type.application"; };
    \t\tB004 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    \t\tB010 = {isa = XCConfigurationList; buildConfigurations = (B012, ); defaultConfigurationName = Release; };
    \t\tB011 = {isa = XCConfigurationList; buildConfigurations = (B013, ); defaultConfigurationName = Release; };
    \t\tB012 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
    \t\tB013 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(TARGET_NAME)"; }; name = Release; };
    \t};
    \trootObject = B001;
    }
    """
}
