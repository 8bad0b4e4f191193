import PushPeekJSON
import PushPeekModel

/// Reads a parsed `project.pbxproj` into an `XcodeProject`: the root `PBXProject`'s targets, each
/// `PBXNativeTarget`'s product type, the settings of its default `XCBuildConfiguration` over the
/// project's, the files of its build phases (paths through the `PBXGroup`s) and its synchronized
/// folders with their membership exceptions.
///
/// Every walk is bounded: group paths go up at most `maximumGroupDepth` parents, and each object is
/// looked up in a table built once, so reading is linear in the file.
public struct PBXProjectReader {
    public static let maximumGroupDepth = 64

    private let objects: [String: ASCIIPropertyList]
    private let file: String
    /// Each group or file reference's parent group.
    private var parents: [String: String] = [:]

    public static func read(_ bytes: [UInt8], file: String) throws(InputError) -> XcodeProject {
        let root = try ASCIIPropertyListParser.parse(bytes, file: file)
        return try read(root, file: file)
    }

    public static func read(_ root: ASCIIPropertyList, file: String) throws(InputError) -> XcodeProject {
        guard let objectEntries = root["objects"]?.entries else {
            throw InputError(file: file, path: "objects", message: "missing: not an Xcode project file")
        }
        var objects: [String: ASCIIPropertyList] = [:]
        objects.reserveCapacity(objectEntries.count)
        for entry in objectEntries { objects[entry.key] = entry.value }
        var reader = PBXProjectReader(objects: objects, file: file)
        for entry in objectEntries {
            for child in entry.value["children"]?.strings ?? [] { reader.parents[child] = entry.key }
        }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            throw InputError(file: file, path: "rootObject", message: "does not name a PBXProject")
        }
        let projectSettings = reader.settings(of: project).values
        var targets: [XcodeTarget] = []
        for targetID in project["targets"]?.strings ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append(reader.target(target, projectSettings: projectSettings))
        }
        let version = root["objectVersion"]?.string.flatMap { Int($0) } ?? 0
        return XcodeProject(objectVersion: version, targets: targets)
    }

    private init(objects: [String: ASCIIPropertyList], file: String) {
        self.objects = objects
        self.file = file
    }

    private func target(_ target: ASCIIPropertyList, projectSettings: [String: String]) -> XcodeTarget {
        let name = target["name"]?.string ?? target["productName"]?.string ?? "Target"
        let (own, lines) = settings(of: target)
        var result = XcodeTarget(name: name, productType: target["productType"]?.string ?? "",
                                 buildSettings: projectSettings.merging(own) { $1 }, settingLines: lines,
                                 line: target["name"]?.line ?? 1)
        for phaseID in target["buildPhases"]?.strings ?? [] {
            for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
                guard let referenceID = objects[buildFileID]?["fileRef"]?.string, let reference = objects[referenceID] else { continue }
                if reference["isa"]?.string == "PBXVariantGroup" {
                    for child in reference["children"]?.strings ?? [] {
                        if let path = path(of: child) { result.files.append(path) }
                    }
                } else if let path = path(of: referenceID) {
                    result.files.append(path)
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let group = objects[groupID], let folder = path(of: groupID) else { continue }
            var exceptions: Set<String> = []
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID] else { continue }
                let owner = exception["target"]?.string
                if owner == nil || objects[owner ?? ""]?["name"]?.string == name {
                    exceptions.formUnion(exception["membershipExceptions"]?.strings ?? [])
                }
            }
            result.synchronizedFolders.append(SynchronizedFolder(path: folder, exceptions: exceptions))
        }
        return result
    }

    /// The settings of an object's default build configuration, with the line of each.
    private func settings(of object: ASCIIPropertyList) -> (values: [String: String], lines: [String: Int]) {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID] else { return ([:], [:]) }
        let configurations = (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
        let defaultName = list["defaultConfigurationName"]?.string ?? "Release"
        guard let configuration = configurations.first(where: { $0["name"]?.string == defaultName }) ?? configurations.first,
              let entries = configuration["buildSettings"]?.entries else { return ([:], [:]) }
        var values: [String: String] = [:]
        var lines: [String: Int] = [:]
        for entry in entries {
            let strings = entry.value.strings
            guard !strings.isEmpty else { continue }
            values[entry.key] = strings.joined(separator: " ")
            lines[entry.key] = entry.line
        }
        return (values, lines)
    }

    /// A file reference's or group's path relative to the project's folder, through its groups.
    private func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var steps = 0
        while let currentID = current, let object = objects[currentID], steps < Self.maximumGroupDepth {
            steps += 1
            if let path = object["path"]?.string { components.append(path) }
            switch object["sourceTree"]?.string {
            case "<group>"?, nil: current = parents[currentID]
            case "SOURCE_ROOT"?: current = nil
            default: return nil
            }
        }
        guard !components.isEmpty else { return nil }
        return InputFile.normalize(components.reversed().joined(separator: "/"))
    }
}
