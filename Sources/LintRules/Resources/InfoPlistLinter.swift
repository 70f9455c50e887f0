/// Lints an `Info.plist` for app-wide appearance opt-outs: `UIUserInterfaceStyle` set to `Light` or
/// `Dark`, and `NSRequiresAquaSystemAppearance` set to true. A binary plist (most often a prebuilt
/// framework's, Pyto's `OpenBlas/Info.plist`) is read through Foundation; its findings point at its
/// first line, since its bytes have no lines.
enum InfoPlistLinter {
    /// The findings, the appearance the plist forces on its target (`Light` or `Dark`), if any, and
    /// the class names its strings hold (`NSDocumentClass`, `NSPrincipalClass`,
    /// `$(PRODUCT_MODULE_NAME).SceneDelegate`): the system makes those classes (`NeverMadeTypes`).
    /// `configuresApp`: the plist has a key only an app's or app extension's has (`LSRequiresIPhoneOS`,
    /// `UIApplicationSceneManifest`, `NSExtension`, …), not a framework's or a test bundle's.
    static func lint(_ source: SourceFile) -> (findings: [Finding], forced: String?, classNames: [String], configuresApp: Bool) {
        // A compiled bundle's plist (`Uploader.bundle/Contents/Info.plist`) is a product, not a target's.
        if source.bytes.starts(with: Array("bplist".utf8)), source.path.contains(".bundle/") { return ([], nil, [], false) }
        if source.bytes.starts(with: Array("bplist".utf8)) { return binary(source) }
        var forced: String?
        var configuresApp = false
        var findings: [Finding] = []
        var pendingKey: (name: String, range: ByteRange)?
        var classNames: [String] = []
        var keyStart: Int?
        XMLScanner.scan(source.bytes) { tag in
            if tag.name == "key" {
                if !tag.isEnd { keyStart = tag.end } else if let start = keyStart {
                    let name = String(decoding: source.bytes[start..<tag.offset], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    pendingKey = (name, ByteRange(start, tag.offset))
                    keyStart = nil
                    if appKeys.contains(name) { configuresApp = true }
                }
                return
            }
            if tag.name == "string", !tag.isEnd, let name = className(XMLScanner.text(source.bytes, from: tag.end)) { classNames.append(name) }
            guard !tag.isEnd, let key = pendingKey else { return }
            switch (key.name, tag.name) {
            case ("UIUserInterfaceStyle", "string"):
                let value = XMLScanner.text(source.bytes, from: tag.end).trimmingCharacters(in: .whitespacesAndNewlines)
                if value == "Light" || value == "Dark" { forced = value }
                // `Dark` is a product decision (a media player, a tvOS app), not a missed migration.
                if value == "Light" {
                    findings.append(Finding(ruleID: AppearanceOptOutRule.description.id, severity: .note, range: key.range,
                        message: "`UIUserInterfaceStyle` = `Light` keeps the whole app in Light Mode, opting it out of Dark Mode; " + AppearanceOptOutRule.liftingAppWideOptOut("remove it (or use `Automatic`)")))
                }
            case ("NSRequiresAquaSystemAppearance", "true"), ("NSRequiresAquaSystemAppearance", "string"):
                let value = tag.name == "true" ? "YES" : XMLScanner.text(source.bytes, from: tag.end)
                if ["YES", "true", "1"].contains(value.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    forced = "Light"
                    findings.append(Finding(ruleID: AppearanceOptOutRule.description.id, severity: .note, range: key.range,
                        message: "`NSRequiresAquaSystemAppearance` opts the whole app out of Dark Mode; " + AppearanceOptOutRule.liftingAppWideOptOut("remove it")))
                }
            default:
                break
            }
            pendingKey = nil
        }
        return (findings, forced, classNames, configuresApp)
    }

    /// Keys only the `Info.plist` of an app or an app extension has.
    private static let appKeys: Set<String> = [
        "LSRequiresIPhoneOS", "UILaunchStoryboardName", "UILaunchScreen", "UIApplicationSceneManifest", "UIMainStoryboardFile",
        "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities", "NSMainStoryboardFile", "NSMainNibFile",
        "NSExtension", "WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier",
    ]

    private static func binary(_ source: SourceFile) -> (findings: [Finding], forced: String?, classNames: [String], configuresApp: Bool) {
        guard let object = try? PropertyListSerialization.propertyList(from: Data(source.bytes), options: [], format: nil),
              let xml = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0),
              !xml.starts(with: Array("bplist".utf8)) else {
            return ([Finding(ruleID: "io_error", severity: .note, range: ByteRange(0, 0),
                             message: "binary property list that could not be read: convert it with `plutil -convert xml1` to lint it")], nil, [], false)
        }
        var read = lint(SourceFile(path: source.path, bytes: [UInt8](xml)))
        for k in read.findings.indices {
            read.findings[k].range = ByteRange(0, 0)
            read.findings[k].message += " (in this binary property list)"
        }
        return read
    }

    /// `Document`, `$(PRODUCT_MODULE_NAME).SceneDelegate`, `MyApp.Principal`: the class a string names.
    private static func className(_ text: String) -> String? {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last.map(String.init) ?? ""
        return name.utf8.count <= 128 && StringMentions.isClassName(name.utf8) ? name : nil
    }

    /// The folder of the target an `Info.plist` configures: its own folder, or the one above the
    /// resource folders it sits in (`Resources`, `Supporting Files`, soundscape's
    /// `GuideDogs/Assets/PropertyLists`).
    static func targetFolder(ofPlist path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        while parts.count > 1, let last = parts.last, resourceFolders.contains(String(last)) {
            parts = parts.dropLast()
        }
        return parts.joined(separator: "/")
    }

    /// The target folders an `Info.plist` configures: `targetFolder(ofPlist:)`, and for one named for its
    /// target (`Supporting Files/Verifier-Info.plist`) the folder of that name beside that target
    /// folder, when there is one (CovidCertificate keeps both apps' plists in `CovidCertificate/` and
    /// their code in `Verifier/` and `Wallet/`).
    /// `path` is the plist as displayed, `absolute` where it is on disk.
    static func targetFolders(ofPlist path: String, absolute: String) -> [String] {
        let folder = targetFolder(ofPlist: path)
        guard let named = namedTargetFolder(ofPlist: path), let onDisk = namedTargetFolder(ofPlist: absolute) else { return [folder] }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: onDisk, isDirectory: &isDirectory) && isDirectory.boolValue ? [folder, named] : [folder]
    }

    /// `…/Supporting Files/Verifier-Info.plist` -> `…/Verifier`, beside the plist's target folder.
    private static func namedTargetFolder(ofPlist path: String) -> String? {
        guard let file = path.split(separator: "/").last, file.hasSuffix("-Info.plist"), file.count > "-Info.plist".count else { return nil }
        let folder = targetFolder(ofPlist: path)
        let parent = folder.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let named = parent.isEmpty ? String(file.dropLast("-Info.plist".count)) : parent + "/" + file.dropLast("-Info.plist".count)
        return named == folder ? nil : named
    }

    private static let resourceFolders: Set<String> = [
        "Resources", "Supporting Files", "SupportingFiles", "Supporting", "Support Files", "SupportFiles", "Support", "Config", "Configuration", "Configs",
        "Assets", "PropertyLists", "Plists", "Plist", "Metadata",
    ]
}

import Foundation
