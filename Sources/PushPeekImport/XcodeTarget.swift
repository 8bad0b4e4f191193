/// A target of an Xcode project (`PBXNativeTarget`): its product type, the build settings of its
/// default configuration, and the files that belong to it.
public struct XcodeTarget: Sendable, Equatable {
    public var name: String
    /// `com.apple.product-type.application`, `com.apple.product-type.app-extension`, …
    public var productType: String
    /// The default configuration's settings, the project's under the target's, not yet expanded.
    public var buildSettings: [String: String]
    /// The line each setting is written on in `project.pbxproj`.
    public var settingLines: [String: Int]
    /// Files of its build phases, relative to the project's folder (`SRCROOT`).
    public var files: [String]
    /// Folders of objectVersion 70+ whose every file belongs to the target, less the exceptions.
    public var synchronizedFolders: [SynchronizedFolder]
    /// The line of the target's `name` in `project.pbxproj`.
    public var line: Int

    public init(name: String, productType: String, buildSettings: [String: String] = [:], settingLines: [String: Int] = [:],
                files: [String] = [], synchronizedFolders: [SynchronizedFolder] = [], line: Int = 1) {
        self.name = name
        self.productType = productType
        self.buildSettings = buildSettings
        self.settingLines = settingLines
        self.files = files
        self.synchronizedFolders = synchronizedFolders
        self.line = line
    }

    public static let applicationType = "com.apple.product-type.application"
    public static let appExtensionType = "com.apple.product-type.app-extension"

    public var isApplication: Bool { productType == Self.applicationType }
    public var isAppExtension: Bool { productType == Self.appExtensionType || productType.hasPrefix(Self.appExtensionType + ".") }

    /// A setting with `$(VAR)` and `${VAR}` expanded against the target's other settings and the
    /// built-in ones (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`, `PRODUCT_NAME`).
    public func setting(_ name: String) -> String? {
        guard buildSettings[name] != nil || BuildSettingExpander.builtins.contains(name) else { return nil }
        return BuildSettingExpander(settings: buildSettings, targetName: self.name).expand("$(\(name))")
    }
}
