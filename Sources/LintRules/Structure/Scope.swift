/// A brace scope: the file, a type body, a function (or accessor) body, a closure, or a statement block.
public struct Scope: Sendable {
    public enum Kind: UInt8, Sendable {
        case file, type, function, closure, block
    }

    public var kind: Kind
    /// Index of the enclosing scope; -1 for the file scope.
    public var parent: Int32
    /// Token index of the `{` (or -1 for the file scope) and of the matching `}` (or the last token).
    public var open: Int32
    public var close: Int32
    /// The token that introduced the scope: `class`/`func`/`if`/`else`/... keyword, or for a closure
    /// the token just before its `{`.
    public var introducer: Int32
    /// The declared name: a type's name (extensions: the extended type), a function's base name
    /// (`init`, `deinit`, a computed property's name). Empty for closures and blocks.
    public var name: String = "" { didSet { nameID = NameID(name) } }
    /// `name` hashed once, when it is set: summaries ask for it per call and per assignment.
    public var nameID = Scope.unnamed
    static let unnamed = NameID("")
    /// Type scopes: the inheritance clause's type names, module prefixes and generic arguments removed.
    public var inherits: [String] = []
    /// Type scopes: `class`, `struct`, `enum`, `actor`, `extension` or `protocol`.
    public var declKeyword: String = ""
    /// Function scopes: declared `static` or `class`.
    public var isStatic = false
    /// Function scopes: declared `override`.
    public var isOverride = false
    /// Function scopes: a computed property or property observer rather than a `func`.
    public var isProperty = false
}

/// A function call site with its argument labels, found on demand by `AnalyzedFile.call(at:)`.
public struct CallSite: Sendable {
    /// Token index of the callee's last name (`UIColor` in `UIColor(red:...)`, `init` in `.init(...)`).
    public var callee: Int
    /// Token index of `(`, and of its matching `)`.
    public var lParen: Int
    public var rParen: Int
    public var arguments: [Argument]

    public struct Argument: Sendable {
        /// Token index of the label, or nil for an unlabelled argument.
        public var label: Int?
        /// First and last token index of the value (empty when `first > last`).
        public var first: Int
        public var last: Int
    }
}
