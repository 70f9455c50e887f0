// swift-tools-version:6.1
import PackageDescription

// A package that uses darklint's plugins, as an app's package would: CI builds it and checks that
// the findings appear as build warnings, and runs `swift package darklint` on it.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "darklint", path: "../..")],
    targets: [
        .target(name: "FixtureApp", plugins: [.plugin(name: "DarklintPlugin", package: "darklint")]),
    ]
)
