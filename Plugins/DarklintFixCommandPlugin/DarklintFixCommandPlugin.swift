import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory darklint-fix [--target NAME ...] [options]`:
/// `darklint lint --fix` over the package's targets (add `--unsafe-fixes`, or `--diff` to see the
/// changes without writing). A plugin of its own because it needs the package-directory write
/// permission, which SwiftPM asks for on every run: `swift package darklint`, which only reads,
/// stays free of it.
@main
struct DarklintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // Relative to the package, so findings and diffs name `Sources/App/View.swift`.
        let root = context.package.directoryURL.standardizedFileURL.path
        let folders = targets.filter { $0 is SourceModuleTarget }.map { target -> String in
            let path = target.directoryURL.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        try Self.run(tool: context.tool(named: "darklint").url, folders: folders, options: extractor.remainingArguments,
                     in: context.package.directoryURL)
    }

    static func run(tool: URL, folders: [String], options: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint", "--fix"] + options + folders
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("darklint exited with \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension DarklintFixCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(tool: context.tool(named: "darklint").url, folders: [context.xcodeProject.directoryURL.path],
                     options: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
