/// Fixed colours drawn on a fixed surface that glares (black labels and light buttons on a white
/// screen) look the same in both appearances as long as the surface does: the surface is the Dark
/// Mode problem, and fixing it means changing them with it (`.label` on the still-white screen would
/// be white on white). When the surface's finding and theirs both stand, theirs are listed with it:
/// its message counts them and names the first, and each becomes a related location. A screen built
/// of fixed colours gives one finding, not one per label.
enum SurfaceListing {
    /// `surfaceOf`: finding index -> the finding index of the surface it is drawn on. Findings that
    /// are listed become nil.
    static func list(_ surfaceOf: [Int: Int], contexts: [Int: InterfaceBuilderLinter.ColorContext], in findings: inout [Finding?], source: SourceFile) {
        guard !surfaceOf.isEmpty else { return }
        var listed: [Int: [Int]] = [:]
        for (k, surface) in surfaceOf where findings[k] != nil {
            // A card on a screen: what is drawn on the card goes with the screen when the card does.
            var target: Int?
            var next: Int? = surface
            var hops = 0
            while let s = next, findings.indices.contains(s), findings[s] != nil, hops < 64 {
                target = s
                next = surfaceOf[s]
                hops += 1
            }
            if let target { listed[target, default: []].append(k) }
        }
        for (s, members) in listed {
            guard var surface = findings[s] else { continue }
            let ordered = members.sorted { findings[$0]!.range.start < findings[$1]!.range.start }
            var details = surface.details ?? FindingDetails()
            for k in ordered {
                let member = findings[k]!
                var what = element(of: member)
                if let key = contexts[k]?.key { what += " `\(key)`" }
                if let color = member.details?.color { what += " \(color.hexString)" }
                details.related.append(RelatedLocation(path: source.path, line: source.location(of: member.range.start).line,
                                                       message: "\(what), drawn on this surface"))
            }
            let first = element(of: findings[ordered[0]]!)
            let count = ordered.count
            surface.message += "; change the \(count == 1 ? "fixed colour" : "\(count) fixed colours") drawn on it with it"
                + " (\(first)\(count > 1 ? ", …" : "")), or \(count == 1 ? "it" : "they") will not read on the new one"
            surface.details = details
            findings[s] = surface
            for k in ordered { findings[k] = nil }
        }
    }

    /// `label "Total"` from `label "Total" in CartViewController: the `textColor` color is …`.
    private static func element(of finding: Finding) -> String {
        let message = finding.message
        let head = message.range(of: ": the `").map { String(message[..<$0.lowerBound]) } ?? message
        // The scene's name is the surface's too; a label's own text may hold " in ".
        guard let scene = head.range(of: " in ", options: .backwards),
              !head[scene.upperBound...].contains(where: { $0 == " " || $0 == "\"" }) else { return head }
        return String(head[..<scene.lowerBound])
    }
}
