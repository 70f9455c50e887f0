// swift-tools-version:6.0
import PackageDescription

// darklint has no package dependencies on purpose: it builds in seconds, so adding it to a
// project (or running it as a SwiftPM plugin) costs almost nothing.
let package = Package(
    name: "darklint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "darklint", targets: ["darklint"]),
        .library(name: "LintRules", targets: ["LintRules"]),
    ],
    targets: [
        .target(name: "LintRules"),
        .executableTarget(name: "darklint", dependencies: ["LintRules"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules"], exclude: ["Golden"]),
    ]
)
