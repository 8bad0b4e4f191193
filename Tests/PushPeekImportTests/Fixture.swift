import Foundation

/// Files of the repository, and small projects written in the tests.
enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(relative)))
    }

    /// An objectVersion 77 project: one app target whose folder is synchronized, Info.plist excepted,
    /// with generated Info.plist keys.
    static let synchronizedProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tAA01 = {isa = PBXProject; buildConfigurationList = AA10; mainGroup = AA02; targets = (AA03, ); };
    \t\tAA02 = {isa = PBXGroup; children = (AA04, ); sourceTree = "<group>"; };
    \t\tAA03 = {isa = PBXNativeTarget; buildConfigurationList = AA11; buildPhases = (); fileSystemSynchronizedGroups = (AA04, ); name = Alerts; productType = "com.apple.product-type.application"; };
    \t\tAA04 /* Alerts */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (AA05, ); path = Alerts; sourceTree = "<group>"; };
    \t\tAA05 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = AA03; };
    \t\tAA10 = {isa = XCConfigurationList; buildConfigurations = (AA12, ); defaultConfigurationName = Release; };
    \t\tAA11 = {isa = XCConfigurationList; buildConfigurations = (AA13, ); defaultConfigurationName = Release; };
    \t\tAA12 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
    \t\tAA13 = {isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_CFBundleDisplayName = "Alerts!"; PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(TARGET_NAME)"; }; name = Release; };
    \t};
    \trootObject = AA01;
    }
    """
}
