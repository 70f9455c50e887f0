// swift-tools-version:6.1
import PackageDescription

// darklint has no package dependencies on purpose: adding it to a project (or running it as a
// SwiftPM plugin) costs one build of darklint itself and nothing else (the README gives the timings).
let package = Package(
    name: "darklint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "darklint", targets: ["darklint"]),
        .library(name: "LintRules", targets: ["LintRules"]),
        .plugin(name: "DarklintPlugin", targets: ["DarklintPlugin"]),
        .plugin(name: "DarklintCommandPlugin", targets: ["DarklintCommandPlugin"]),
    ],
    targets: [
        .target(name: "LintRules"),
        .executableTarget(name: "darklint", dependencies: ["LintRules"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules"], exclude: ["Golden", "Schemas"]),
        // Findings as build warnings on every `swift build` (and inline in Xcode).
        .plugin(name: "DarklintPlugin", capability: .buildTool(), dependencies: ["darklint"]),
        // `swift package darklint [--target NAME] [options]`.
        .plugin(
            name: "DarklintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "darklint", description: "Lint the package for Dark Mode problems"),
                // `--output`, `--write-baseline` and `--stamp` write into the package (on macOS the
                // plugin's sandbox forbids it otherwise); run with --allow-writing-to-package-directory.
                permissions: [.writeToPackageDirectory(reason: "darklint writes the files you name with --output, --write-baseline or --stamp into the package")]
            ),
            dependencies: ["darklint"]
        ),
    ]
)
