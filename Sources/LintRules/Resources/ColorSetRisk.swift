/// A color set without a Dark variant is a problem only where its value fights Dark Mode in the
/// roles it is used in (`AppearanceRisk`): a brand blue or a status green reads in both appearances,
/// an unused set harms nobody. The roles come from its uses in Swift (`UIColor(named:)`, `Color("X")`,
/// generated accessors), or from its name when no use is found and the project is still migrating.
enum ColorSetRisk {
    static func judge(_ finding: Finding, asset: String, context: LintContext, index: ProjectIndex) -> Finding? {
        guard let value = finding.details?.color else { return finding }
        let pedantic = context.options.pedantic
        let uses = index.colorUses.uses(ofAsset: asset)
        // In a project that has adopted Dark Mode, a set that no code or nib reads is dead or looked
        // up by a built name (`"Background\(n)"`): its name alone is too weak for a warning (on real
        // apps, 0 of 3 such findings were real). In a migration it is the best guess there is.
        if uses.isEmpty, context.treatsProjectAsAdopted { return pedantic ? asNote(finding) : nil }
        // One side of a light/dark pair the code picks per appearance (a design system's primitive):
        // a Dark variant of its own would change the pairs that pick it for Dark Mode (zashi-ios).
        if ColorUseTable.keys(ofAsset: asset).contains(where: { index.appearancePairColorNames.contains(NameID($0)) }) {
            guard pedantic else { return nil }
            var note = asNote(finding)
            note.message = "The color set `\(asset.split(separator: "/").last ?? Substring(asset))` has no Dark appearance (\(value.hexString) in both), "
                + "and the code picks it per appearance as one side of a light/dark pair: it needs none, and one would change the pairs that pick it "
                + "for Dark Mode; check that its direct uses sit on surfaces that keep one color"
            return note
        }
        let drawn = uses.isEmpty ? [(role: ColorRole.of(name: String(asset.split(separator: "/").last ?? "")), alpha: 1.0)]
            : uses.map { (role: $0.role, alpha: $0.alpha) }
        guard let hit = AppearanceRisk.of(value, uses: drawn) else {
            return pedantic ? asNote(finding) : nil
        }
        var f = finding
        let evidence: String
        if let use = uses.first(where: { $0.role == hit.role }) {
            evidence = "it is used as \(hit.role.phrase) \(use.count == 1 ? "once" : "in \(use.count) places") (first: \(use.path):\(use.line))"
        } else {
            evidence = "its name makes it \(hit.role.phrase)"
        }
        f.message += "; \(evidence), and \(hit.risk.reason(hit.role))"
        f.details?.role = hit.role.rawValue
        f.details?.risk = hit.risk.id
        return f
    }

    private static func asNote(_ finding: Finding) -> Finding {
        var note = finding
        note.severity = .note
        return note
    }
}
