/// Identities of findings that survive unrelated edits, for tools that track findings across runs
/// (GitLab Code Quality, GitHub code scanning): the baseline's key — path, rule, the finding's line
/// text with runs of blanks collapsed — plus the finding's occurrence among equal keys, hashed.
/// Not the line number: code added above a finding must not make it new, while the same mistake
/// pasted onto another line is a second occurrence, so a new finding.
enum Fingerprint {
    /// One fingerprint per diagnostic, in order; `path` gives the path each is keyed by.
    static func all(_ diagnostics: [Diagnostic], path: (Diagnostic) -> String) -> [String] {
        var occurrences: [String: Int] = [:]
        return diagnostics.map { d in
            let key = "\(path(d))\u{0}\(d.ruleID)\u{0}\(Baseline.normalize(d.sourceLine ?? ""))"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return hash(key + "\u{0}\(occurrence)")
        }
    }

    /// Two independent FNV-1a 64-bit hashes: 32 hex digits, the length of the MD5 GitLab examples use.
    static func hash(_ s: String) -> String {
        var a: UInt64 = 0xCBF2_9CE4_8422_2325
        var b: UInt64 = 0x6C62_272E_07BB_0142
        for byte in s.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01B3
            b = b &+ (b << 7)
        }
        func hex(_ v: UInt64) -> String {
            let digits = String(v, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(a) + hex(b)
    }
}
