/// Targets whose Info.plist has a name of its own (`INFOPLIST_FILE = "$(SRCROOT)/PopcornTime/Supporting
/// Files/tvOS.plist"`) and forces one appearance. darklint recognises `Info.plist` and `Name-Info.plist`
/// by name and ties them to folders; a plist named otherwise is found only through the project, and
/// the targets that name one often share their folders (PopcornTime's iOS and tvOS apps: one
/// `PopcornTime` folder, each file in one target or both). So such a forcing covers the files the
/// target builds (its Sources and Resources phases), less those another target builds too without
/// the same forcing (blind set fresh33: 10 findings on tvOS screens kept Dark).
enum TargetInfoPlists {
    struct Forced: Equatable {
        /// `Light` or `Dark`.
        var appearance: String
        /// The files only targets so forced build, as displayed (beside the `.xcodeproj`).
        var files: [String]
    }

    /// `source` is the `project.pbxproj` as displayed, `absolute` where it is on disk.
    static func read(_ source: SourceFile, absolute: String) -> [Forced] {
        // Most projects name their plists `Info.plist`: one byte search for another `.plist` value
        // of `INFOPLIST_FILE`, and nothing is parsed.
        guard namesOtherPlist(source.bytes) else { return [] }
        var parser = OldStylePlist(source.bytes, keeping: [["objects", "rootObject"], nil, [
            "isa", "name", "path", "sourceTree", "children", "fileRef", "mainGroup", "targets", "buildPhases", "files",
            "buildSettings", "buildConfigurations", "buildConfigurationList",
        ]])
        guard case .dictionary(let root)? = parser.parse(), case .dictionary(let objects)? = root["objects"],
              case .string(let projectID)? = root["rootObject"], case .dictionary(let project)? = objects[projectID],
              case .string(let mainGroup)? = project["mainGroup"], case .array(let targetIDs)? = project["targets"] else { return [] }
        let paths = filePaths(objects, mainGroup: mainGroup)
        let projectFolder = parentFolder(parentFolder(source.path)), onDisk = parentFolder(parentFolder(absolute))
        // Each target: the appearance its own-named plist forces (nil: none, or an `Info.plist` left to
        // the folder rules) and the files it builds.
        var targets: [(forced: String?, files: Set<String>)] = []
        for case .string(let id) in targetIDs {
            guard case .dictionary(let target)? = objects[id], target["isa"] == .string("PBXNativeTarget") else { continue }
            var files: Set<String> = []
            if case .array(let phases)? = target["buildPhases"] {
                for case .string(let phaseID) in phases {
                    guard case .dictionary(let phase)? = objects[phaseID], case .array(let buildFiles)? = phase["files"] else { continue }
                    for case .string(let buildFileID) in buildFiles {
                        guard case .dictionary(let buildFile)? = objects[buildFileID], case .string(let reference)? = buildFile["fileRef"] else { continue }
                        files.formUnion(paths[reference] ?? [])
                    }
                }
            }
            targets.append((forcedAppearance(target, objects, projectOnDisk: onDisk), files))
        }
        var found: [Forced] = []
        for appearance in ["Dark", "Light"] {
            let forced = targets.filter { $0.forced == appearance }
            guard !forced.isEmpty else { continue }
            var files = forced.reduce(into: Set<String>()) { $0.formUnion($1.files) }
            for other in targets where other.forced != appearance { files.subtract(other.files) }
            let displayed = files.map { projectFolder.isEmpty ? $0 : projectFolder + "/" + $0 }.sorted()
            if !displayed.isEmpty { found.append(Forced(appearance: appearance, files: displayed)) }
        }
        return found
    }

    /// `INFOPLIST_FILE = …tvOS.plist;`: a value ending in `.plist` that is not `Info.plist` or `…-Info.plist`.
    private static func namesOtherPlist(_ bytes: [UInt8]) -> Bool {
        let key = Array("INFOPLIST_FILE".utf8)
        var from = 0
        while let at = ByteSearch.firstIndex(of: key, in: bytes, from: from) {
            from = at + key.count
            var end = from
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != 0x0A { end += 1 }
            let value = String(decoding: bytes[from..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " =\t\""))
            if value.hasSuffix(".plist"), SourceKind.of(path: value) != .infoPlist { return true }
        }
        return false
    }

    /// The appearance the target's `INFOPLIST_FILE` forces in every configuration, when that plist has
    /// a name of its own.
    private static func forcedAppearance(_ target: [String: OldStylePlist.Value], _ objects: [String: OldStylePlist.Value],
                                         projectOnDisk: String) -> String? {
        guard case .string(let listID)? = target["buildConfigurationList"], case .dictionary(let list)? = objects[listID],
              case .array(let ids)? = list["buildConfigurations"] else { return nil }
        var plists: Set<String> = []
        for case .string(let id) in ids {
            guard case .dictionary(let configuration)? = objects[id], case .dictionary(let settings)? = configuration["buildSettings"],
                  case .string(var plist)? = settings["INFOPLIST_FILE"] else { return nil }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where plist.hasPrefix(prefix) {
                plist = String(plist.dropFirst(prefix.count))
            }
            plists.insert(plist)
        }
        // One plist for every configuration, named otherwise than the folder rules read.
        guard plists.count == 1, let plist = plists.first, !plist.hasPrefix("/"), !plist.contains("$"),
              plist.hasSuffix(".plist"), SourceKind.of(path: plist) != .infoPlist else { return nil }
        let path = projectOnDisk.isEmpty ? plist : projectOnDisk + "/" + plist
        guard case .success(let bytes) = SourceReader.readRegularFile(path, limit: 1 << 20) else { return nil }
        return InfoPlistLinter.lint(SourceFile(path: path, bytes: bytes)).forced
    }

    /// Each file reference's path from the project's folder, and each variant group's localizations'
    /// (a localized storyboard is built through its group), walking the groups from the main group.
    private static func filePaths(_ objects: [String: OldStylePlist.Value], mainGroup: String) -> [String: [String]] {
        var paths: [String: [String]] = [:]
        var visited: Set<String> = []
        func walk(_ id: String, in folder: String, variant: String?) {
            guard visited.insert(id).inserted, visited.count < 1_000_000, case .dictionary(let object)? = objects[id] else { return }
            guard let path = XcodeProjectFile.path(of: object, in: folder) else { return }
            if case .array(let children)? = object["children"] {
                let isVariant = object["isa"] == .string("PBXVariantGroup")
                for case .string(let child) in children { walk(child, in: path, variant: isVariant ? id : nil) }
            } else {
                let normalized = XcodeProjectFile.normalized(path)
                paths[id, default: []].append(normalized)
                if let variant { paths[variant, default: []].append(normalized) }
            }
        }
        walk(mainGroup, in: "", variant: nil)
        return paths
    }

    private static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

import Foundation
