/// What `project.pbxproj` says about an Xcode project: its targets, their settings and files.
public struct XcodeProject: Sendable, Equatable {
    /// 46 … 77; synchronized folders exist from 70.
    public var objectVersion: Int
    public var targets: [XcodeTarget]

    public init(objectVersion: Int, targets: [XcodeTarget]) {
        self.objectVersion = objectVersion
        self.targets = targets
    }

    public func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }
}
