/// The UI frameworks a colour can come from; they differ in their semantic colour names.
public enum Framework: String, Sendable {
    case uiKit, appKit, swiftUI, coreGraphics, coreImage
}

/// Which type names are colour types in this run.
public enum ColorTypes {
    /// Built-in colour types and their framework (`SKColor` is UIColor or NSColor: decided by imports).
    public static let builtIn: [String: Framework] = [
        "UIColor": .uiKit, "NSColor": .appKit, "Color": .swiftUI, "CGColor": .coreGraphics,
        "CIColor": .coreImage, "SKColor": .uiKit,
    ]

    /// The framework of colour type `name` in `file`, or nil when it is not a colour type.
    static func framework(of name: String, in file: AnalyzedFile, _ context: LintContext) -> Framework? {
        if let f = builtIn[name] {
            if name == "SKColor" { return file.prefersAppKit ? .appKit : .uiKit }
            return f
        }
        if context.index.isColorAlias(name) || context.options.colorTypes.contains(name) {
            return file.defaultFramework
        }
        return nil
    }
}

extension AnalyzedFile {
    /// AppKit when the file imports AppKit or Cocoa and not UIKit.
    var prefersAppKit: Bool {
        (imports.contains("AppKit") || imports.contains("Cocoa")) && !imports.contains("UIKit")
    }

    /// The framework an implicit colour (`.white`) most likely belongs to, from the imports.
    var defaultFramework: Framework {
        if imports.contains("UIKit") { return .uiKit }
        if prefersAppKit { return .appKit }
        if imports.contains("SwiftUI") { return .swiftUI }
        return .uiKit
    }
}
