import Foundation

/// `darklint config PATH`: the configuration files that apply, every option with where it was
/// set, and the resulting rules and severities.
enum ConfigReport {
    static func render(for path: String, resolver: ConfigResolver) -> String {
        let absolute = resolver.absolute(path)
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
        let folder = isFolder ? absolute : (absolute as NSString).deletingLastPathComponent
        let settings = resolver.settings(forFolder: folder)
        let files = resolver.configFiles(forFolder: folder).map(resolver.display)
        var out = "configuration for \(path)\n"
        out += "files: " + (files.isEmpty ? "none (defaults)" : files.joined(separator: ", ")) + "\n"
        if !settings.provenance.isEmpty {
            out += "options:\n"
            for p in settings.provenance {
                out += "  \(p.option)\(p.value.isEmpty ? "" : " " + p.value)    (\(p.origin))\n"
            }
        }
        out += "rules:\n"
        for rule in RuleRegistry.all {
            let id = rule.description.id
            let state = settings.isEnabled(id) ? (settings.severities[id] ?? rule.description.defaultSeverity).rawValue : "off"
            out += "  \(id.padding(toLength: 28, withPad: " ", startingAt: 0))\(state)\n"
        }
        out += "fail-on: \(settings.failOn?.rawValue ?? "never")\n"
        if !settings.excludes.isEmpty { out += "exclude: " + settings.excludes.map(\.pattern).joined(separator: ", ") + "\n" }
        if !settings.includes.isEmpty { out += "include: " + settings.includes.map(\.pattern).joined(separator: ", ") + "\n" }
        if !settings.allowFiles.isEmpty { out += "allow-files: " + settings.allowFiles.map(\.pattern).joined(separator: ", ") + "\n" }
        let targets = settings.deploymentTargetGiven ? settings.deploymentTargets : DeploymentTargets.detect(in: resolver.currentDirectory)
        let shown = [targets.iOS.map { "iOS \($0)" }, targets.macOS.map { "macOS \($0)" }].compactMap { $0 }
        out += "deployment target: " + (shown.isEmpty ? "not set" : shown.joined(separator: ", "))
            + (settings.deploymentTargetGiven ? "\n" : " (detected)\n")
        return out
    }
}
