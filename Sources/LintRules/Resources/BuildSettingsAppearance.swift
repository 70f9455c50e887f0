/// The appearance a target's build settings force. Since Xcode 13 a target's Info.plist is written
/// from its build settings (`GENERATE_INFOPLIST_FILE`): `INFOPLIST_KEY_UIUserInterfaceStyle = Light;`
/// in `project.pbxproj` is the same opt-out as `UIUserInterfaceStyle` in an `Info.plist` (linphone
/// keeps its whole app Light this way), and `INFOPLIST_KEY_NSRequiresAquaSystemAppearance = YES;`
/// the same as the macOS key.
enum BuildSettingsAppearance {
    struct Forced: Equatable {
        /// The target's folder, as displayed (beside the `.xcodeproj`).
        var folders: [String]
        /// `Light` or `Dark`.
        var appearance: String
        var target: String
        /// The first setting that forces it, for the finding.
        var range: ByteRange
        var key: String
    }

    private static let styleKey = "INFOPLIST_KEY_UIUserInterfaceStyle"
    private static let aquaKey = "INFOPLIST_KEY_NSRequiresAquaSystemAppearance"

    /// `path` is the `project.pbxproj` as displayed, `absolute` where it is on disk.
    static func read(_ source: SourceFile, absolute: String) -> [Forced] {
        // Most projects set neither key: one byte search, and nothing is parsed.
        guard ByteSearch.firstIndex(of: Array(styleKey.utf8), in: source.bytes) != nil
                || ByteSearch.firstIndex(of: Array(aquaKey.utf8), in: source.bytes) != nil else { return [] }
        var parser = OldStylePlist(source.bytes, keeping: [["objects"], nil,
                                                           ["isa", "name", "buildSettings", "buildConfigurations", "buildConfigurationList"]])
        guard case .dictionary(let root)? = parser.parse(), case .dictionary(let objects)? = root["objects"] else { return [] }
        let projectFolder = parentFolder(parentFolder(source.path))
        let projectFolderOnDisk = parentFolder(parentFolder(absolute))
        var found: [Forced] = []
        for (_, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .dictionary(let target) = object, target["isa"] == .string("PBXNativeTarget"),
                  case .string(let name)? = target["name"], case .string(let listID)? = target["buildConfigurationList"],
                  case .dictionary(let list)? = objects[listID], case .array(let ids)? = list["buildConfigurations"] else { continue }
            let configurations: [(id: String, settings: [String: OldStylePlist.Value])] = ids.compactMap { id in
                guard case .string(let id) = id, case .dictionary(let configuration)? = objects[id],
                      case .dictionary(let settings)? = configuration["buildSettings"] else { return nil }
                return (id, settings)
            }
            let settings = configurations.map(\.settings)
            // Every configuration must agree: a Debug-only setting is a developer's, not the product's.
            let appearances = settings.map(forcedAppearance)
            guard let first = appearances.first, let appearance = first, appearances.allSatisfy({ $0 == appearance }) else { continue }
            let folders = targetFolders(name: name, settings: settings, projectFolder: projectFolder, onDisk: projectFolderOnDisk)
            guard !folders.isEmpty else { continue }
            let key = settings[0][styleKey] != nil ? styleKey : aquaKey
            found.append(Forced(folders: folders, appearance: appearance, target: name,
                                range: range(of: key, inObject: configurations[0].id, of: source), key: key))
        }
        return found
    }

    /// Whether a target of the project has Xcode write an app's `Info.plist` from its build settings
    /// (`INFOPLIST_KEY_UILaunchScreen_Generation = YES;`): an app with no plist file in the run.
    /// One scan of the project for the prefix (most projects have none), then a look at each key.
    static func generatesAppPlist(_ source: SourceFile) -> Bool {
        let bytes = source.bytes
        var from = 0
        while let at = ByteSearch.firstIndex(of: infoPlistKeyPrefix, in: bytes, from: from) {
            let key = at + infoPlistKeyPrefix.count
            if generatedAppKeys.contains(where: { bytes[key...].starts(with: $0) }) { return true }
            from = key
        }
        return false
    }

    private static let infoPlistKeyPrefix = Array("INFOPLIST_KEY_".utf8)
    private static let generatedAppKeys = ["UILaunchScreen_Generation", "UIApplicationSceneManifest_Generation", "UILaunchStoryboardName",
                                           "NSMainStoryboardFile", "NSMainNibFile", "UISupportedInterfaceOrientations",
                                           "LSApplicationCategoryType"].map { Array($0.utf8) }

    private static func forcedAppearance(_ settings: [String: OldStylePlist.Value]) -> String? {
        // `UIUserInterfaceStyle` is UIKit's: an AppKit app (`SDKROOT = macosx`) ignores it (orbot-apple's
        // Mac app sets it to Dark and still follows the system; blind set fresh37).
        if case .string(let style)? = settings[styleKey], style == "Light" || style == "Dark", settings["SDKROOT"] != .string("macosx") { return style }
        if case .string(let aqua)? = settings[aquaKey], ["YES", "true", "1"].contains(aqua) { return "Light" }
        return nil
    }

    /// The folders of the target's `INFOPLIST_FILE` (`Linphone/Info.plist`), else the folder named
    /// for the target beside the project, when there is one.
    private static func targetFolders(name: String, settings: [[String: OldStylePlist.Value]], projectFolder: String,
                                      onDisk: String) -> [String] {
        let joined = { (folder: String, path: String) in folder.isEmpty ? path : folder + "/" + path }
        for setting in settings {
            guard case .string(var plist)? = setting["INFOPLIST_FILE"], !plist.isEmpty else { continue }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where plist.hasPrefix(prefix) {
                plist = String(plist.dropFirst(prefix.count))
            }
            guard !plist.hasPrefix("/"), !plist.contains("$") else { continue }
            return InfoPlistLinter.targetFolders(ofPlist: joined(projectFolder, plist), absolute: joined(onDisk, plist))
        }
        var isDirectory: ObjCBool = false
        guard !name.contains("/"), FileManager.default.fileExists(atPath: joined(onDisk, name), isDirectory: &isDirectory),
              isDirectory.boolValue else { return [] }
        return [joined(projectFolder, name)]
    }

    private static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Where `key` is set in the object `id` (`D1 /* Debug */ = {isa = XCBuildConfiguration; …`):
    /// the first `key` after the place the object is defined, not where the id is referred to.
    private static func range(of key: String, inObject id: String, of source: SourceFile) -> ByteRange {
        let needle = Array(key.utf8), name = Array(id.utf8), bytes = source.bytes
        var from = 0
        while let at = ByteSearch.firstIndex(of: name, in: bytes, from: from) {
            from = at + name.count
            var j = from
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            if j + 1 < bytes.count, bytes[j] == 0x2F, bytes[j + 1] == 0x2A,   // `/* Debug */`
               let end = ByteSearch.firstIndex(of: Array("*/".utf8), in: bytes, from: j + 2) {
                j = end + 2
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            }
            guard j < bytes.count, bytes[j] == 0x3D,   // `=`: the definition
                  let found = ByteSearch.firstIndex(of: needle, in: bytes, from: j) else { continue }
            return ByteRange(found, found + needle.count)
        }
        return ByteRange(0, 0)
    }
}

import Foundation
