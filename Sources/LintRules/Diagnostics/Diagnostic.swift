/// Another place a finding concerns: a use of the fixed definition it reports (SARIF's
/// `relatedLocations`, the language server's `relatedInformation`, JSON's `related`).
public struct RelatedLocation: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `{"file": "Sources/Card.swift", "line": 12, "message": "used as text here (2 places)"}`.
    var json: String {
        "{\"file\": \(JSONText.string(path)), \"line\": \(line), \"message\": \(JSONText.string(message))}"
    }
}

/// Facts behind a finding that reports and exports use: the fixed color and its role, the semantic
/// color suggested, the type whose lifecycle it concerns.
public struct FindingDetails: Sendable, Equatable {
    /// `{"color": "#F2F2F2", "role": "background", "risk": "glares_in_dark", "lightness": 96}` (keys
    /// present only when known); nil when there is no color evidence.
    public var evidenceJSON: String? {
        if color == nil, let place {
            // A colour resolved once: where, in which type, and why it can change.
            var fields = ["\"place\": \(JSONText.string(place))"]
            if let typeName { fields.append("\"type\": \(JSONText.string(typeName))") }
            if let frozen { fields.append("\"frozen\": \(JSONText.string(frozen))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        guard let color else { return nil }
        var fields = ["\"color\": \(JSONText.string(color.hexString))"]
        if let role { fields.append("\"role\": \(JSONText.string(role))") }
        if let risk { fields.append("\"risk\": \(JSONText.string(risk))") }
        if let lightness { fields.append("\"lightness\": \(Int(lightness))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    public var color: RGBA?
    public var role: String?
    /// The UIKit semantic color suggested (`systemBackground`), when one fits.
    public var semanticName: String?
    /// For lifecycle findings: the type, and the methods the code belongs in.
    public var typeName: String?
    public var recommendedMethods: String?
    /// For lifecycle findings: where the colour is resolved once (`awakeFromNib()`, `a stored
    /// property's initial value`), and what it is: `dynamic_color`, `chosen_by_appearance`,
    /// `may_be_dynamic` (a note).
    public var place: String?
    public var frozen: String?
    /// Why a fixed colour is a problem: `glares_in_dark` or `vanishes_in_dark` (nil for a note).
    public var risk: String?
    /// CIELAB L* of the colour drawn over Dark Mode's background.
    public var lightness: Double?
    /// For a fixed definition: the first use in each role that the run found (the finding is at the
    /// definition; these say where it shows).
    public var related: [RelatedLocation] = []

    /// `[{"file": ..., "line": ..., "message": ...}, ...]`, or nil when there are none.
    public var relatedJSON: String? {
        related.isEmpty ? nil : "[" + related.map(\.json).joined(separator: ", ") + "]"
    }

    public init(color: RGBA? = nil, role: String? = nil, semanticName: String? = nil, typeName: String? = nil,
                recommendedMethods: String? = nil, risk: String? = nil, lightness: Double? = nil) {
        self.risk = risk
        self.lightness = lightness
        self.color = color
        self.role = role
        self.semanticName = semanticName
        self.typeName = typeName
        self.recommendedMethods = recommendedMethods
    }
}

/// What a rule reports, before it is placed in a file: a byte range, a message, and the fix.
public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity
    public var range: ByteRange
    public var message: String
    /// The replacement to write instead (`.systemBackground`, `.medium`, `updateLayer()`), if one is known.
    public var suggestion: String?
    public var fix: Fix?
    public var details: FindingDetails?

    public init(ruleID: String, severity: Severity, range: ByteRange, message: String,
                suggestion: String? = nil, fix: Fix? = nil, details: FindingDetails? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.range = range
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
        self.details = details
    }
}

/// A finding placed in a file: what every reporter renders.
public struct Diagnostic: Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var suggestion: String?
    public var fix: Fix?
    public var range: ByteRange?
    /// The text of the offending line (for baselines and reports): the whole line, or for a line
    /// longer than `SourceFile.excerptLimit` bytes, that many bytes around the column.
    public var sourceLine: String?
    /// The start and end columns in UTF-16 code units (SARIF's), when placed in a file.
    public var utf16Column: Int?
    public var utf16EndColumn: Int?
    /// Where the offending expression ends (1-based line, UTF-8 byte column just past it).
    public var endLine: Int?
    public var endColumn: Int?
    public var details: FindingDetails?

    public init(path: String, line: Int, column: Int, ruleID: String, severity: Severity, message: String,
                suggestion: String? = nil, fix: Fix? = nil, range: ByteRange? = nil, sourceLine: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.fix = fix
        self.range = range
        self.sourceLine = sourceLine
    }

    /// Deterministic output order: path, then line, column, rule.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if PathKey(a.path) != PathKey(b.path) { return PathKey(a.path) < PathKey(b.path) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return a.ruleID != b.ruleID ? a.ruleID < b.ruleID : a.message < b.message
    }
}
