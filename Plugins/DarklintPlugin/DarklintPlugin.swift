import Foundation
import PackagePlugin

/// SwiftPM build tool plugin: lints a target's Swift sources, storyboards, XIBs and asset catalogs'
/// color sets on every build, so darklint's findings appear as build warnings (inline in Xcode). It
/// runs the darklint executable built from this package, honours `.darklint` files, and is
/// incremental: the command declares those files and the configuration files as inputs and a stamp
/// file as output, so a build with no change skips it.
@main
struct DarklintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = Self.lintedFiles(module.sourceFiles.map(\.url))
        return try Self.commands(tool: context.tool(named: "darklint").url, sources: sources,
                                 configFolder: target.directoryURL, stopAt: context.package.directoryURL,
                                 workDirectory: context.pluginWorkDirectoryURL, name: target.name)
    }

    static func commands(tool: URL, sources: [URL], configFolder: URL, stopAt: URL, workDirectory: URL,
                         name: String) -> [Command] {
        guard !sources.isEmpty else { return [] }
        // The stamp is a Swift file (a single comment): SwiftPM compiles build-command outputs with a
        // source extension and would bundle any other file into the target as a resource.
        let stamp = workDirectory.appendingPathComponent("darklint-\(name)-stamp.swift")
        let configs = configFiles(from: configFolder, upTo: stopAt)
        return [.buildCommand(
            displayName: "darklint \(name)",
            executable: tool,
            // Warnings are for reading; only findings configured as errors fail the build. A build
            // never rewrites sources, whatever a `.darklint` file says about `--fix`.
            arguments: ["lint", "--quiet", "--no-fix", "--fail-on", "error", "--stamp", stamp.path] + sources.map(\.path),
            inputFiles: sources + configs,
            outputFiles: [stamp]
        )]
    }

    /// What darklint lints among a target's files: Swift, Interface Builder files, and the color
    /// sets inside asset catalogs (SwiftPM and Xcode list a catalog as one folder; its color sets are
    /// each a `Contents.json`, which is what darklint reads and what a change touches).
    static func lintedFiles(_ files: [URL]) -> [URL] {
        var found: [URL] = []
        for url in files {
            switch url.pathExtension {
            case "swift", "storyboard", "xib": found.append(url)
            case "xcassets": found += colorSets(in: url)
            case "json" where url.lastPathComponent == "Contents.json" && url.deletingLastPathComponent().pathExtension == "colorset":
                found.append(url)
            default: break
            }
        }
        return found
    }

    static func colorSets(in catalog: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        var sets: [URL] = []
        for case let url as URL in walk
        where url.lastPathComponent == "Contents.json" && url.deletingLastPathComponent().pathExtension == "colorset" {
            sets.append(url)
        }
        return sets.sorted { $0.path < $1.path }
    }

    /// The `.darklint` files from the target's folder up to the package root: a change to one re-runs the lint.
    static func configFiles(from folder: URL, upTo root: URL) -> [URL] {
        var found: [URL] = []
        var current = folder.standardizedFileURL
        let stop = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(".darklint")
            if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            if current.path == stop || current.path == "/" || !current.path.hasPrefix(stop) { break }
            current = current.deletingLastPathComponent()
        }
        return found
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same, for Xcode projects that do not use packages: add it in the target's Build Phases.
extension DarklintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = Self.lintedFiles(target.inputFiles.map(\.url))
        return try Self.commands(tool: context.tool(named: "darklint").url, sources: sources,
                                 configFolder: context.xcodeProject.directoryURL, stopAt: context.xcodeProject.directoryURL,
                                 workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
