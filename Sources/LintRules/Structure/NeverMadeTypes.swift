/// The declared types no live code can make, so that a nib named for one, or owned by one, is never
/// loaded (element-ios vendors MatrixKit: dozens of `MXK*` controllers and cells the app never uses,
/// and cells only those controllers register; blind set fresh21).
///
/// A type is live when something that runs mentions it:
/// - Swift code or an Interface Builder file other than its own nib (`mentions`: Swift mentions are
///   uses, never declarations, see `DeadCode`);
/// - an Objective-C file that is not the type's own (`Cell.m`, `Cell.h`, `Cell+Theme.m`), unless that
///   file is named for a type that is itself never made: a dead controller's cells are dead too;
/// - its subclass, when that subclass is live and has no nib of its own (it may load this one).
/// Everything else is never made. Names Objective-C spells only as a type (`(Cell *)cell`) or as a
/// superclass are not uses (`ObjectiveCSummary`).
enum NeverMadeTypes {
    /// The files, by `FileStem`, mentioning one name: a few, or many (then the name is live).
    struct Files {
        private(set) var stems: [NameID] = []
        private(set) var isMany = false

        mutating func add(_ stem: NameID) {
            guard !isMany, !stems.contains(stem) else { return }
            if stems.count == 4 { isMany = true; stems = [] } else { stems.append(stem) }
        }
    }

    static func solve(declared: Set<NameID>, mentions: NameHashSet, classMentionFiles: [NameID: Files],
                      superclass: [NameID: NameID], nibStems: NameHashSet) -> Set<NameID> {
        var live: Set<NameID> = []
        // Roots: made by Swift, a nib, the Info.plist (`NSDocumentClass`, `NSPrincipalClass`), the
        // system (a document, a Core Data object, a test case), or a file that is not named for a
        // declared type (`main.m`).
        for type in declared {
            if mentions.contains(type) || isSystemMade(type, superclass: superclass) { live.insert(type); continue }
            guard let files = classMentionFiles[type] else { continue }
            if files.isMany || files.stems.contains(where: { !declared.contains($0) }) { live.insert(type) }
        }
        // A live file makes what it mentions; a live subclass without a nib of its own may load its
        // superclass's. Spread from the roots, each type once.
        var mentionedBy: [NameID: [NameID]] = [:]   // file (by stem) -> the declared types it mentions
        for (type, files) in classMentionFiles where declared.contains(type) && !live.contains(type) {
            for stem in files.stems { mentionedBy[stem, default: []].append(type) }
        }
        var queue = Array(live)
        while let type = queue.popLast() {
            for made in mentionedBy[type] ?? [] where live.insert(made).inserted { queue.append(made) }
            if !nibStems.contains(type), let parent = superclass[type], declared.contains(parent), live.insert(parent).inserted {
                queue.append(parent)
            }
        }
        return declared.subtracting(live)
    }

    /// Classes the frameworks make themselves, from the Info.plist's document types, a data model or
    /// a test bundle: TableTool's `Document` (an `NSDocument`) is never made by the app's code.
    private static let systemMadeBases: Set<NameID> = Set([
        "NSDocument", "NSPersistentDocument", "UIDocument", "UIManagedDocument", "NSManagedObject", "XCTestCase",
        "NSApplication", "UIApplication", "NSExtensionContext", "NSUserActivity",
    ].map(NameID.init))

    private static func isSystemMade(_ type: NameID, superclass: [NameID: NameID]) -> Bool {
        var current = type
        for _ in 0..<16 {
            guard let parent = superclass[current] else { return false }
            if systemMadeBases.contains(parent) { return true }
            current = parent
        }
        return false
    }
}
