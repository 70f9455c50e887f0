/// What one `project.pbxproj` says about its Interface Builder files: the paths of those it refers
/// to, and which of them a target builds. A project can keep a file in its navigator that no target
/// copies (a `Learn` group of a feature that was never shipped): a reference without a build file.
///
/// The file is an old-style property list: `objects` maps ids to records (`isa = PBXGroup;
/// children = (…); path = Learn;`). A file's path is the chain of its groups' `path`s from the main
/// group (`sourceTree = "<group>"`), or its own path from the project's folder (`SOURCE_ROOT`).
/// A localized storyboard is a `PBXVariantGroup` whose children are `Base.lproj/Main.storyboard`,
/// `fr.lproj/Main.strings`; the build file names the variant group.
struct XcodeProjectFile {
    /// Interface Builder files the project refers to, relative to the folder that holds the
    /// `.xcodeproj` (`Learn/Base.lproj/Main.storyboard`), and whether a target builds each.
    private(set) var interfaceFiles: [String: Bool] = [:]

    /// Nil when the file cannot be read as a project (then nothing is concluded from it).
    init?(_ bytes: [UInt8]) {
        // Only what the walk needs is kept: a large project's other settings would be megabytes of
        // strings held while pass 1 runs.
        // Build files are kept only as the ids they build, and file references only for storyboards
        // and XIBs: most of a project's records are neither.
        var built: Set<String> = []
        var parser = OldStylePlist(bytes, keeping: [["objects", "rootObject"], nil,
                                                    ["isa", "path", "sourceTree", "children", "fileRef", "mainGroup"]])
        let parsed = parser.parse { record in
            switch record["isa"] {
            case .string("PBXBuildFile")?:
                if case .string(let reference)? = record["fileRef"] { built.insert(reference) }
                return false
            case .string("PBXFileReference")?:
                guard case .string(let path)? = record["path"] else { return false }
                return path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
            default:
                return true
            }
        }
        guard case .dictionary(let root)? = parsed, case .dictionary(let objects)? = root["objects"],
              case .string(let projectID)? = root["rootObject"], case .dictionary(let project)? = objects[projectID],
              case .string(let mainGroup)? = project["mainGroup"] else { return nil }
        var visited: Set<String> = []
        func walk(_ id: String, in folder: String, builtByParent: Bool) {
            guard visited.insert(id).inserted, visited.count < 1_000_000, case .dictionary(let object)? = objects[id] else { return }
            guard let path = XcodeProjectFile.path(of: object, in: folder) else { return }
            let isBuilt = builtByParent || built.contains(id)
            if case .array(let children)? = object["children"] {
                // A variant group's build file covers its localizations.
                let isVariant = object["isa"] == .string("PBXVariantGroup")
                for case .string(let child) in children { walk(child, in: path, builtByParent: isVariant && isBuilt) }
            } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                let key = Self.normalized(path)
                interfaceFiles[key] = (interfaceFiles[key] ?? false) || isBuilt
            }
        }
        walk(mainGroup, in: "", builtByParent: false)
    }

    /// A group's or file reference's path from the project's folder, given its group's `folder`; nil
    /// for absolute, SDK or build-products paths, which are not the app's sources.
    static func path(of object: [String: OldStylePlist.Value], in folder: String) -> String? {
        switch (object["sourceTree"], object["path"]) {
        case (.string("<group>")?, .string(let own)?): return folder.isEmpty ? own : folder + "/" + own
        case (.string("SOURCE_ROOT")?, .string(let own)?): return own
        case (.string("<group>")?, nil), (nil, nil): return folder
        default: return nil
        }
    }

    /// `a/./b/../c` -> `a/c`; a path that climbs above the project's folder keeps its `..`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}

/// A minimal reader of old-style (OpenStep) property lists, as Xcode writes `project.pbxproj`:
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, bare or quoted strings, and comments.
struct OldStylePlist {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    private let bytes: [UInt8]
    private var at = 0
    /// The keys kept in the dictionaries at each depth (nil: all); the others' values are skipped.
    private let keeping: [[[UInt8]]?]
    /// Nesting allowed; a project nests a handful of levels.
    private static let maximumDepth = 64

    init(_ bytes: [UInt8], keeping: [Set<String>?] = []) {
        self.bytes = bytes
        // As bytes: a key is compared before any String is made of it (most are skipped).
        self.keeping = keeping.map { $0.map { $0.map { Array($0.utf8) } } }
    }

    /// `keepsRecord` is asked about each dictionary two levels down (an object of `objects`) once it
    /// is read: those it declines are not kept.
    mutating func parse(keepsRecord: ([String: Value]) -> Bool = { _ in true }) -> Value? {
        // `// !$*UTF8*$!` on the first line is a comment.
        value(depth: 0, keepsRecord)
    }

    private mutating func value(depth: Int, _ keepsRecord: ([String: Value]) -> Bool) -> Value? {
        guard depth < Self.maximumDepth else { return nil }
        skipSpaceAndComments()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"):
            at += 1
            var dictionary: [String: Value] = [:]
            while true {
                skipSpaceAndComments()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: "}") { at += 1; return .dictionary(dictionary) }
                let keyStart = at
                guard skipString() else { return nil }
                let keyEnd = at
                skipSpaceAndComments()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "=") else { return nil }
                at += 1
                if depth < keeping.count, let kept = keeping[depth],
                   !kept.contains(where: { $0.elementsEqual(bytes[keyStart..<keyEnd]) }) {
                    guard skipValue(depth: depth + 1) else { return nil }
                } else {
                    // Keys are bare words in Xcode's projects; a quoted one is read without its quotes.
                    guard let item = value(depth: depth + 1, keepsRecord) else { return nil }
                    if depth != 1 || Self.isKept(item, keepsRecord) {
                        let quoted = bytes[keyStart] == UInt8(ascii: "\"")
                        dictionary[String(decoding: bytes[(quoted ? keyStart + 1 : keyStart)..<(quoted ? keyEnd - 1 : keyEnd)], as: UTF8.self)] = item
                    }
                }
                skipSpaceAndComments()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ";") else { return nil }
                at += 1
            }
        case UInt8(ascii: "("):
            at += 1
            var array: [Value] = []
            while true {
                skipSpaceAndComments()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ")") { at += 1; return .array(array) }
                guard let item = value(depth: depth + 1, keepsRecord) else { return nil }
                array.append(item)
                skipSpaceAndComments()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1 }
            }
        default:
            return string()
        }
    }

    private static func isKept(_ item: Value, _ keepsRecord: ([String: Value]) -> Bool) -> Bool {
        guard case .dictionary(let record) = item else { return true }
        return keepsRecord(record)
    }

    /// Reads past one value without keeping it.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        skipSpaceAndComments()
        guard at < bytes.count else { return false }
        let open = bytes[at]
        guard open == UInt8(ascii: "{") || open == UInt8(ascii: "(") else { return skipString() }
        let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
        at += 1
        while true {
            skipSpaceAndComments()
            guard at < bytes.count else { return false }
            switch bytes[at] {
            case close: at += 1; return true
            case UInt8(ascii: "{"), UInt8(ascii: "("): guard skipValue(depth: depth + 1) else { return false }
            case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","): at += 1
            default: guard skipString() else { return false }
            }
        }
    }

    private mutating func skipString() -> Bool {
        guard at < bytes.count else { return false }
        if bytes[at] == UInt8(ascii: "\"") {
            at += 1
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
            guard at < bytes.count else { return false }
            at += 1
            return true
        }
        let start = at
        while at < bytes.count, Self.isBareWordByte(bytes[at]) { at += 1 }
        return at > start
    }

    /// A quoted string (with `\"` and `\\` escapes) or a bare word (`PBXGroup`, `Base.lproj/Main.storyboard`).
    private mutating func string() -> Value? {
        guard at < bytes.count else { return nil }
        if bytes[at] == UInt8(ascii: "\"") {
            at += 1
            var text: [UInt8] = []
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                if bytes[at] == UInt8(ascii: "\\"), at + 1 < bytes.count {
                    at += 1
                    switch bytes[at] {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: text.append(bytes[at])
                    }
                } else {
                    text.append(bytes[at])
                }
                at += 1
            }
            guard at < bytes.count else { return nil }
            at += 1
            return .string(String(decoding: text, as: UTF8.self))
        }
        let start = at
        while at < bytes.count, Self.isBareWordByte(bytes[at]) { at += 1 }
        return at > start ? .string(String(decoding: bytes[start..<at], as: UTF8.self)) : nil
    }

    private static func isBareWordByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"): return true
        default: return false
        }
    }

    private mutating func skipSpaceAndComments() {
        while at < bytes.count {
            let b = bytes[at]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { at += 1; continue }
            if b == UInt8(ascii: "/"), at + 1 < bytes.count {
                if bytes[at + 1] == UInt8(ascii: "/") {
                    while at < bytes.count, bytes[at] != 0x0A { at += 1 }
                    continue
                }
                if bytes[at + 1] == UInt8(ascii: "*") {
                    at += 2
                    while at + 1 < bytes.count, !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) { at += 1 }
                    at = min(at + 2, bytes.count)
                    continue
                }
            }
            return
        }
    }
}
