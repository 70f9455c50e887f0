import Foundation
import PackagePlugin

/// SwiftPM build tool plugin: lints a target's Swift sources on every build, so darklint's findings
/// appear as build warnings (inline in Xcode). It runs the darklint executable built from this
/// package, honours `.darklint` files, and is incremental: the command declares the sources and the
/// configuration files as inputs and a stamp file as output, so a build with no change skips it.
@main
struct DarklintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
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
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(tool: context.tool(named: "darklint").url, sources: sources,
                                 configFolder: context.xcodeProject.directoryURL, stopAt: context.xcodeProject.directoryURL,
                                 workDirectory: context.pluginWorkDirectoryURL, name: target.displayName)
    }
}
#endif
