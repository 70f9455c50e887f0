import Foundation

/// A `.darklint` file: the command line's options, one per line; `#` starts a comment.
///
///     # Our palette lives in Theme.swift.
///     --allow-files Sources/Theme/Theme.swift
///     --disable appearance_opt_out
///     --severity cgcolor_outside_update=error
///     --exclude Vendor, **/*.generated.swift
public enum ConfigFile {
    public static let name = ".darklint"

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let message: String
        /// `path:line: message`; line 0 is the file as a whole (it could not be read), so no line is named.
        public var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
    }

    /// Parses and validates a config file's text. Every entry is checked against the option table
    /// (so a bad value is reported with its line) before any is applied.
    /// `path` names the file in messages; globs are relative to `folder` (absolute), its folder.
    public static func parse(_ text: String, path: String, folder: String) throws -> [OptionEntry] {
        let base = folder
        var entries: [OptionEntry] = []
        for (k, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).enumerated() {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if let hash = commentStart(line) { line = String(line[..<hash]) }
            line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let lineNumber = k + 1
            guard line.hasPrefix("--") else {
                throw ParseError(path: path, line: lineNumber, message: "expected an option like '--disable RULE', got '\(line)'")
            }
            var name = line
            var value = ""
            if let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                name = String(line[..<space])
                value = line[space...].trimmingCharacters(in: .whitespaces)
            }
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = OptionSpec.named(name) else {
                throw ParseError(path: path, line: lineNumber, message: OptionSpec.unknown(name))
            }
            if spec.commandLineOnly {
                throw ParseError(path: path, line: lineNumber, message: "'\(name)' is a command-line option, not for a config file")
            }
            if spec.value == nil, !value.isEmpty {
                throw ParseError(path: path, line: lineNumber, message: "option '\(name)' takes no value")
            }
            if spec.value != nil, value.isEmpty {
                throw ParseError(path: path, line: lineNumber, message: "option '\(name)' needs a value (\(spec.value!))")
            }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            let entry = OptionEntry(name: name, value: value, origin: "\(path):\(lineNumber)", base: base)
            var scratch = Settings()
            do {
                try spec.apply(&scratch, entry)
            } catch let error as CommandLineOptions.UsageError {
                throw ParseError(path: path, line: lineNumber, message: error.message)
            }
            entries.append(entry)
        }
        return entries
    }

    /// `#` at the start of a line or after white space begins a comment (`--hex-initializers x#y` keeps its `#`).
    static func commentStart(_ line: String) -> String.Index? {
        var previous: Character = " "
        for i in line.indices {
            if line[i] == "#", previous == " " || previous == "\t" { return i }
            previous = line[i]
        }
        return nil
    }
}
