/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one run, the tool with every rule
/// (descriptions, help with the fix, default level) and `io_error`, and results with physical
/// locations relative to the base folder (`%SRCROOT%`: the current folder, or `--base`; a file
/// outside it gets an absolute `file://` URI and no base), UTF-16 columns as SARIF's default column
/// kind expects, fingerprints that survive line shifts, and machine-applicable fixes as byte-range
/// replacements.
public struct SARIFReporter: Reporter {
    public static let id = "sarif"
    /// Where the project is published, for `informationUri` and each rule's `helpUri` (its section of
    /// the README). None yet: the project has no public repository or release, and a link to one that
    /// does not exist would send code-scanning users to a 404. Each rule's full help is in
    /// `help.markdown` meanwhile; set this when the repository is published.
    static let repositoryURL: String? = nil

    /// `io_error` is not a rule (it cannot be configured away) but results carry it, so viewers that
    /// look results' rules up in `driver.rules` must find it there.
    static let ioErrorEntry = "{\"id\": \"io_error\", \"name\": \"IoError\", "
        + "\"shortDescription\": {\"text\": \"A file or folder that could not be read, is not UTF-8, or could not be parsed.\"}, "
        + "\"fullDescription\": {\"text\": \"darklint could not read this input, so it was not linted; the message says why (permission denied, not valid UTF-8, larger than 32 MiB, ...).\"}, "
        + "\"defaultConfiguration\": {\"level\": \"error\"}}"

    public init() {}

    public func render(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var rules = context.rules
        for id in Set(diagnostics.map(\.ruleID)) where !rules.contains(where: { $0.description.id == id }) {
            if let rule = RuleRegistry.rule(id: id) { rules.append(rule) }
        }
        var ruleIndex: [String: Int] = [:]
        var out = "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
        out += "      \"tool\": {\n        \"driver\": {\n"
        out += "          \"name\": \"darklint\",\n          \"version\": \(JSONText.string(context.toolVersion)),\n"
        if let url = Self.repositoryURL { out += "          \"informationUri\": \(JSONText.string(url)),\n" }
        out += "          \"rules\": ["
        for (k, rule) in rules.enumerated() {
            let d = rule.description
            ruleIndex[d.id] = k
            out += k == 0 ? "\n" : ",\n"
            out += "            {\"id\": \(JSONText.string(d.id)), \"name\": \(JSONText.string(Self.pascal(d.id))), "
            out += "\"shortDescription\": {\"text\": \(JSONText.string(d.summary))}, "
            out += "\"fullDescription\": {\"text\": \(JSONText.string(d.rationale))}, "
            out += "\"help\": {\"text\": \(JSONText.string(d.rationale)), \"markdown\": \(JSONText.string(Self.helpMarkdown(d)))}, "
            if let url = Self.repositoryURL { out += "\"helpUri\": \(JSONText.string(url + "/blob/main/README.md#" + d.id)), " }
            out += "\"defaultConfiguration\": {\"level\": \"\(Self.level(d.defaultSeverity))\"}}"
        }
        ruleIndex["io_error"] = rules.count
        out += (rules.isEmpty ? "\n" : ",\n") + "            " + Self.ioErrorEntry + "\n          ]\n"
        out += "        }\n      },\n"
        if !context.rootDirectory.isEmpty {
            out += "      \"originalUriBaseIds\": {\"%SRCROOT%\": {\"uri\": \(JSONText.string(Self.fileURI(context.rootDirectory)))}},\n"
        }
        out += "      \"columnKind\": \"utf16CodeUnits\",\n      \"results\": ["
        let fingerprints = Fingerprint.all(diagnostics) { context.relativePath($0.path) }
        for (k, d) in diagnostics.enumerated() {
            out += k == 0 ? "\n" : ",\n"
            out += result(d, ruleIndex: ruleIndex[d.ruleID], fingerprint: fingerprints[k], context: context)
        }
        out += diagnostics.isEmpty ? "]\n" : "\n      ]\n"
        out += "    }\n  ]\n}\n"
        return out
    }

    private func result(_ d: Diagnostic, ruleIndex: Int?, fingerprint: String, context: ReportContext) -> String {
        let artifact = Self.artifactLocation(d.path, context)
        let startColumn = d.utf16Column ?? Self.utf16Column(d.sourceLine, d.column)
        var region = "\"startLine\": \(d.line), \"startColumn\": \(startColumn)"
        if let endLine = d.endLine, let endColumn = d.endColumn {
            let endText = endLine == d.line ? d.sourceLine : nil
            let end = d.utf16EndColumn ?? (endText != nil ? Self.utf16Column(endText, endColumn) : endColumn)
            region += ", \"endLine\": \(endLine), \"endColumn\": \(end)"
        }
        var out = "        {\"ruleId\": \(JSONText.string(d.ruleID)), "
        if let ruleIndex { out += "\"ruleIndex\": \(ruleIndex), " }
        out += "\"level\": \"\(Self.level(d.severity))\", \"message\": {\"text\": \(JSONText.string(d.message))}, "
        out += "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": \(artifact), \"region\": {\(region)}}}], "
        out += "\"partialFingerprints\": {\"darklintFingerprint/v1\": \"\(fingerprint)\"}"
        if let related = d.details?.related, !related.isEmpty {
            // The uses of a fixed definition reported at the definition: where its colour shows.
            let locations = related.enumerated().map { n, place in
                "{\"id\": \(n + 1), \"physicalLocation\": {\"artifactLocation\": \(Self.artifactLocation(place.path, context)), "
                    + "\"region\": {\"startLine\": \(place.line)}}, \"message\": {\"text\": \(JSONText.string(place.message))}}"
            }
            out += ", \"relatedLocations\": [\(locations.joined(separator: ", "))]"
        }
        if let fix = d.fix, !fix.edits.isEmpty {
            let replacements = fix.edits.map { edit in
                "{\"deletedRegion\": {\"byteOffset\": \(edit.range.start), \"byteLength\": \(edit.range.length)}, \"insertedContent\": {\"text\": \(JSONText.string(edit.replacement))}}"
            }.joined(separator: ", ")
            out += ", \"fixes\": [{\"description\": {\"text\": \(JSONText.string(fix.title))}, "
            out += "\"artifactChanges\": [{\"artifactLocation\": \(artifact), \"replacements\": [\(replacements)]}]}]"
        }
        var properties: [String] = []
        if let suggestion = d.suggestion { properties.append("\"suggestion\": \(JSONText.string(suggestion))") }
        if let evidence = d.details?.evidenceJSON { properties.append("\"evidence\": \(evidence)") }
        if !properties.isEmpty { out += ", \"properties\": {\(properties.joined(separator: ", "))}" }
        return out + "}"
    }

    /// Relative to %SRCROOT% only when it is below it; an absolute path claims no base.
    static func artifactLocation(_ displayPath: String, _ context: ReportContext) -> String {
        let path = context.relativePath(displayPath)
        return path.hasPrefix("/") ? "{\"uri\": \(JSONText.string(fileURI(path, folder: false)))}"
            : "{\"uri\": \(JSONText.string(uriPath(path))), \"uriBaseId\": \"%SRCROOT%\"}"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `hardcoded_color` -> `HardcodedColor`.
    static func pascal(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func helpMarkdown(_ d: RuleDescription) -> String {
        var text = "\(d.rationale)\n\nExample:\n\n```swift\n"
        text += (d.triggering.first?.code ?? "").replacingOccurrences(of: "↓", with: "") + "\n```\n"
        if let message = d.triggering.first(where: { !$0.messages.isEmpty })?.messages.first { text += "\nMessage: \(message)\n" }
        return text
    }

    /// The 1-based UTF-16 column of a 1-based UTF-8 byte column on `line`.
    static func utf16Column(_ line: String?, _ byteColumn: Int) -> Int {
        guard let line else { return byteColumn }
        let bytes = Array(line.utf8)
        let prefix = bytes.prefix(max(0, min(bytes.count, byteColumn - 1)))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1 + max(0, byteColumn - 1 - bytes.count)
    }

    /// Percent-encodes what a URI path may not hold (spaces, `%`, `#`, `?`, non-ASCII).
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(UnicodeScalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "/-._~!$&'()*+,;=:@".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// A `file://` URI; a folder's ends with `/` (SARIF base URIs must).
    static func fileURI(_ path: String, folder: Bool = true) -> String {
        "file://" + uriPath(folder && !path.hasSuffix("/") ? path + "/" : path)
    }
}

import Foundation
