/// A color set without a Dark variant is a problem only where its value fights Dark Mode in the
/// roles it is used in (`AppearanceRisk`): a brand blue or a status green reads in both appearances,
/// an unused set harms nobody. The roles come from its uses in Swift (`UIColor(named:)`, `Color("X")`,
/// generated accessors), or from its name when no use is found.
enum ColorSetRisk {
    static func judge(_ finding: Finding, asset: String, index: ProjectIndex, pedantic: Bool) -> Finding? {
        guard let value = finding.details?.color else { return finding }
        let uses = index.colorUses.uses(ofAsset: asset)
        let drawn = uses.isEmpty ? [(role: ColorRole.of(name: String(asset.split(separator: "/").last ?? "")), alpha: 1.0)]
            : uses.map { (role: $0.role, alpha: $0.alpha) }
        guard let hit = AppearanceRisk.of(value, uses: drawn) else {
            if !pedantic { return nil }
            var note = finding
            note.severity = .note
            return note
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
}
