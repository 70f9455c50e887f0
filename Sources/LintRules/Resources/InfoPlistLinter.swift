/// Lints an XML `Info.plist` for app-wide appearance opt-outs: `UIUserInterfaceStyle` set to
/// `Light` or `Dark`, and `NSRequiresAquaSystemAppearance` set to true. Binary plists are not read
/// (a note says so).
enum InfoPlistLinter {
    static func lint(_ source: SourceFile) -> [Finding] {
        if source.bytes.starts(with: Array("bplist".utf8)) {
            return [Finding(ruleID: "io_error", severity: .note, range: ByteRange(0, 0),
                            message: "binary property list: not read (convert it with `plutil -convert xml1` to lint it)")]
        }
        var findings: [Finding] = []
        var pendingKey: (name: String, range: ByteRange)?
        var keyStart: Int?
        XMLScanner.scan(source.bytes) { tag in
            if tag.name == "key" {
                if !tag.isEnd { keyStart = tag.end } else if let start = keyStart {
                    let name = String(decoding: source.bytes[start..<tag.offset], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    pendingKey = (name, ByteRange(start, tag.offset))
                    keyStart = nil
                }
                return
            }
            guard !tag.isEnd, let key = pendingKey else { return }
            switch (key.name, tag.name) {
            case ("UIUserInterfaceStyle", "string"):
                let value = XMLScanner.text(source.bytes, from: tag.end).trimmingCharacters(in: .whitespacesAndNewlines)
                if value == "Light" || value == "Dark" {
                    findings.append(Finding(ruleID: AppearanceOptOutRule.description.id, severity: .note, range: key.range,
                        message: "`UIUserInterfaceStyle` = `\(value)` opts the whole app out of Dark Mode; remove it (or use `Automatic`) and support both appearances"))
                }
            case ("NSRequiresAquaSystemAppearance", "true"), ("NSRequiresAquaSystemAppearance", "string"):
                let value = tag.name == "true" ? "YES" : XMLScanner.text(source.bytes, from: tag.end)
                if ["YES", "true", "1"].contains(value.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    findings.append(Finding(ruleID: AppearanceOptOutRule.description.id, severity: .note, range: key.range,
                        message: "`NSRequiresAquaSystemAppearance` opts the whole app out of Dark Mode; remove it and support both appearances"))
                }
            default:
                break
            }
            pendingKey = nil
        }
        return findings
    }
}

import Foundation
