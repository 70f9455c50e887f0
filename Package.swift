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
        .plugin(name: "DarklintFixCommandPlugin", targets: ["DarklintFixCommandPlugin"]),
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
            // Read-only on purpose: a plain lint must run in CI without a permission prompt. Reports go
            // to stdout (redirect them); writing into the package is `darklint-fix`'s job.
            capability: .command(intent: .custom(verb: "darklint", description: "Lint the package for Dark Mode problems")),
            dependencies: ["darklint"]
        ),
        // `swift package --allow-writing-to-package-directory darklint-fix [--target NAME] [options]`:
        // a plugin of its own, so that linting never needs the write permission.
        .plugin(
            name: "DarklintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "darklint-fix", description: "Apply darklint's fixes to the package (lint --fix)"),
                permissions: [.writeToPackageDirectory(reason: "darklint --fix rewrites the Swift files it fixes")]
            ),
            dependencies: ["darklint"]
        ),
    ]
)
