/// What the run-wide index needs from an Objective-C file (`.m`, `.mm`, `.h`) of a mixed app: the
/// classes it declares with their superclasses, the colour properties its code sets, and the names it
/// mentions. darklint lints Swift only, but the Interface Builder colours of a class written in
/// Objective-C are replaced there (`self.titleLabel.textColor = theme.textPrimaryColor;` in a cell's
/// `-customizeTableViewCellRendering`): without these, every such placeholder would be reported.
///
/// Read with the Swift lexer (the tokens that matter, names, `.`, `=`, `[`, `]`, `:`, `*`, lex the
/// same) only when the run has storyboards or XIBs; never linted.
enum ObjectiveCSummary {
    static func of(_ file: AnalyzedFile) -> FileSummary {
        var summary = FileSummary()
        summary.path = file.source.path
        var mentions: Set<NameID> = [], classMentions: Set<NameID> = []
        var owner: NameID?   // the class of the `@implementation` being read
        var returnedArrays: [NameID: [NameID]] = [:]   // method -> the names its array literal holds, looked up once
        let n = file.count
        var i = 0
        while i < n {
            defer { i += 1 }
            let kind = file.tokens[i].kind
            if kind == .attribute {
                if file.is(i, "@interface"), file.kind(i + 1) == .identifier, file.kind(i + 2) == .colon, file.kind(i + 3) == .identifier {
                    summary.types.append(FileSummary.TypeDecl(name: file.nameID(i + 1), inherits: [file.nameID(i + 3)], isClass: true))
                    // Declaring a class, or naming its superclass, makes neither: the index knows
                    // subclasses from `types`, and judges a base class's nib by them.
                    i += 3
                } else if file.is(i, "@implementation"), file.kind(i + 1) == .identifier {
                    owner = file.nameID(i + 1)
                    // A category extends a class, maybe a library's: `@implementation MXKCell (App)`.
                    if file.kind(i + 2) == .lParen {
                        summary.types.append(FileSummary.TypeDecl(name: file.nameID(i + 1), inherits: [], isClass: true, isExtension: true))
                    }
                } else if file.is(i, "@end") {
                    owner = nil
                }
                continue
            }
            guard kind == .identifier else { continue }
            if let appearance = windowForcing(at: i, in: file) {
                if appearance == "Light" { summary.lightOptOutFolders = [""] } else { summary.forcedAppearanceFolders = [""] }
            }
            // A class named as a type (`(MXKContactCell *)cell`, `MXKContactCell *cell = …`) is not
            // made there: only a use (`[MXKContactCell class]`, `[[MXKContactCell alloc] init]`) is.
            if !(file.isOp(i + 1, "*") || file.isOp(i + 1, "**")) {
                if isCapitalised(i, file) { classMentions.insert(file.nameID(i)) } else { mentions.insert(file.nameID(i)) }
            }
            guard let owner else { continue }
            if ViewReplacingControllers.objectiveCReplaces(at: i, in: file) == true { summary.viewReplacingTypes.append(owner) }
            if file.isOp(i + 1, "="), !file.isOp(i + 2, "="), file.kind(i - 1) == .dot, isColorProperty(file.name(i)) {
                // `self.titleLabel.textColor = …`, `_titleLabel.textColor = …`, `self.backgroundColor = …`.
                record(property: file.nameID(i), receiverAt: i - 2, owner: owner, in: file, into: &summary, returnedArrays: &returnedArrays)
            } else if file.kind(i + 1) == .colon, file.name(i, hasSuffix: "Color"), file.name(i).hasPrefix("set"),
                      file.kind(i - 1) == .identifier {
                // `[self.titleLabel setTextColor:…]`, `[_button setTitleColor:… forState:…]`.
                let name = file.name(i).dropFirst(3)
                let property = name.prefix(1).lowercased() + name.dropFirst()
                record(property: NameID(property), receiverAt: i - 1, owner: owner, in: file, into: &summary, returnedArrays: &returnedArrays)
            } else if file.kind(i + 1) == .colon, file.is(i, "bind"), file.kind(i - 1) == .identifier,
                      let property = boundColorProperty(after: i + 1, in: file) {
                // Cocoa bindings: `[resultTable bind:@"backgroundColor" toObject:defaults withKeyPath:…]`
                // sets the colour from the user's settings (Quicksilver's appearance preferences).
                record(property: property, receiverAt: i - 1, owner: owner, in: file, into: &summary, returnedArrays: &returnedArrays)
            } else if file.kind(i + 1) == .colon, file.is(i, "setAttributedTitle"), file.kind(i - 1) == .identifier {
                // An attributed title brings its own colours: the button's title colour is not drawn.
                record(property: ColorPropertyAssignments.titleColor, receiverAt: i - 1, owner: owner, in: file, into: &summary,
                       returnedArrays: &returnedArrays)
            }
        }
        summary.showsSectionIndex = mentions.contains(NameID("sectionIndexTitlesForTableView"))
        summary.mentions = Array(mentions)
        summary.classMentions = Array(classMentions) + StringMentions.names(in: file)
        return summary
    }

    /// `self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;` or `[window
    /// setOverrideUserInterfaceStyle:UIUserInterfaceStyleDark]`, outside any branch: the app's window
    /// kept in one appearance, like the same line in Swift (`ForcedAppearance.forcings`); edx's app
    /// delegate (blind set fresh42). "Light" or "Dark".
    private static func windowForcing(at i: Int, in file: AnalyzedFile) -> String? {
        let value: Int, receiver: Int
        if file.is(i, "overrideUserInterfaceStyle"), file.isOp(i + 1, "="), file.kind(i - 1) == .dot {
            (value, receiver) = (i + 2, i - 2)
        } else if file.is(i, "setOverrideUserInterfaceStyle"), file.kind(i + 1) == .colon, file.kind(i - 1) == .identifier {
            (value, receiver) = (i + 2, i - 1)
        } else {
            return nil
        }
        guard file.is(receiver, "window") || file.is(receiver, "keyWindow") || file.is(receiver, "_window") else { return nil }
        let appearance = file.is(value, "UIUserInterfaceStyleLight") ? "Light" : file.is(value, "UIUserInterfaceStyleDark") ? "Dark" : nil
        guard appearance != nil, !AppearanceOptOutRule.isChosenByBranch(i, in: i...i, file, availabilityIsABranch: true) else { return nil }
        return appearance
    }

    /// The colour property a binding names: `@"textColor"` after `bind:` (the `@` may lex on its own).
    private static func boundColorProperty(after colon: Int, in file: AnalyzedFile) -> NameID? {
        let literal = file.kind(colon + 1) == .string ? colon + 1 : colon + 2
        guard literal < file.count, file.kind(literal) == .string else { return nil }
        let name = file.withName(literal) { bytes -> String? in
            guard bytes.count >= 3, bytes.count <= 66, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
            return String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self)
        }
        guard let name, isColorProperty(name), name != "style" else { return nil }
        return NameID(name)
    }

    private static func isCapitalised(_ i: Int, _ file: AnalyzedFile) -> Bool {
        let first = file.firstByte(i)
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private static func isColorProperty(_ name: String) -> Bool {
        name.hasSuffix("Color") || name == "color" || name == "style"
    }

    /// Records `owner`'s assignment of `property` on the receiver that ends at token `r`: `self` (the
    /// owner itself), or a name (`titleLabel`, an ivar `_titleLabel`), and for a local declared with
    /// a class (`MyCell *cell = …; cell.separator.backgroundColor`) that class's property too.
    private static func record(property: NameID, receiverAt r: Int, owner: NameID, in file: AnalyzedFile,
                               into summary: inout FileSummary, returnedArrays: inout [NameID: [NameID]]) {
        typealias Assignment = ColorPropertyAssignments.Assignment
        guard file.kind(r) == .identifier else { return }
        if file.is(r, "self") {
            summary.colorAssignments.assigned.append(Assignment(owner: owner, receiver: .none, property: property))
            return
        }
        summary.colorAssignments.assigned.append(Assignment(owner: owner, receiver: outletName(r, file), property: property))
        if let local = declaredClass(ofLocal: r, in: file) {
            summary.colorAssignments.assigned.append(Assignment(owner: local, receiver: .none, property: property))
        }
        // `for (UIControl *control in self.barControls) { control.tintColor = … }`: each element of the
        // collection, or of the array literal a method of the file returns (`in [self allFields]`).
        for element in iteratedElements(ofLocal: r, in: file, returnedArrays: &returnedArrays) {
            summary.colorAssignments.assigned.append(Assignment(owner: owner, receiver: element, property: property))
        }
        // `cell.separator.backgroundColor = …` sets the `separator` outlet of the cell's class.
        if file.kind(r - 1) == .dot, file.kind(r - 2) == .identifier, let local = declaredClass(ofLocal: r - 2, in: file) {
            summary.colorAssignments.assigned.append(Assignment(owner: local, receiver: outletName(r, file), property: property))
        }
    }

    /// An instance variable's property name: `_titleLabel` is `titleLabel`.
    private static func outletName(_ r: Int, _ file: AnalyzedFile) -> NameID {
        let name = file.name(r)
        return name.hasPrefix("_") && name.count > 1 ? NameID(String(name.dropFirst())) : file.nameID(r)
    }

    /// What a fast enumeration loop that declares the local at token `r` walks: the collection
    /// (`for (UIControl *control in self.barControls)`: `barControls`), or the names in the array
    /// literal the file's method returns (`for (UITextField *field in [self allFields])` with
    /// `- (NSArray *)allFields { return @[nameField, portField]; }`: Kodi's host form).
    private static func iteratedElements(ofLocal r: Int, in file: AnalyzedFile, returnedArrays: inout [NameID: [NameID]]) -> [NameID] {
        let name = file.nameID(r)
        var j = r - 1
        while j >= 2, r - j < 400 {
            if file.kind(j) == .identifier, file.nameID(j) == name, file.is(j + 1, "in") {
                var k = j + 2
                while k < r, k < j + 12, file.kind(k) != .rParen { k += 1 }
                guard file.kind(k) == .rParen else { return [] }
                if file.kind(k - 1) == .identifier { return [outletName(k - 1, file)] }
                if file.kind(k - 1) == .rBracket, file.is(k - 3, "self"), file.kind(k - 2) == .identifier, file.kind(k - 4) == .lBracket {
                    let method = file.nameID(k - 2)
                    if let known = returnedArrays[method] { return known }
                    let names = returnedArrayElements(ofMethod: method, in: file)
                    returnedArrays[method] = names
                    return names
                }
                return []
            }
            if file.tokens[j].atLineStart, file.isOp(j, "-") || file.isOp(j, "+"), file.kind(j + 1) == .lParen { return [] }
            j -= 1
        }
        return []
    }

    /// The names of the array literal method `method` of this file returns (`return @[a, b];`, or a
    /// local bound to one and returned): the first bracket of plain names, commas between, in its body.
    private static func returnedArrayElements(ofMethod method: NameID, in file: AnalyzedFile) -> [NameID] {
        for d in file.tokens(named: method) {
            // `- (NSArray *)allFields {`: the name after the return type's `)`, then the body.
            guard file.kind(d - 1) == .rParen, file.kind(d + 1) == .lBrace, Int(file.match[d + 1]) > d + 1 else { continue }
            // A method that returns its fields is short: a bounded look.
            let close = min(Int(file.match[d + 1]), d + 2_000)
            var k = d + 2
            while k < close {
                if file.kind(k) == .lBracket, Int(file.match[k]) > k {
                    let end = Int(file.match[k])
                    var names: [NameID] = []
                    var e = k + 1
                    while e < end, file.kind(e) == .identifier, file.kind(e + 1) == .comma || e + 1 == end {
                        names.append(outletName(e, file))
                        e += 2
                    }
                    if e >= end, names.count >= 2 { return names }
                    k = end
                }
                k += 1
            }
        }
        return []
    }

    /// The class of a local declared `Type *name` before token `r` in the same method (at most a
    /// few hundred tokens back); nil for a framework class (UI…/NS…), which says nothing about the app's.
    private static func declaredClass(ofLocal r: Int, in file: AnalyzedFile) -> NameID? {
        let name = file.nameID(r)
        var j = r - 1
        while j >= 2, r - j < 400 {
            if file.kind(j) == .identifier, file.nameID(j) == name, file.isOp(j - 1, "*"), file.kind(j - 2) == .identifier {
                let type = file.name(j - 2)
                return ColorPropertyAssignments.isFrameworkTypeName(type) ? nil : NameID(type)
            }
            // The start of the method: `- (void)name` or `+ (…)` at the beginning of a line.
            if file.tokens[j].atLineStart, file.isOp(j, "-") || file.isOp(j, "+"), file.kind(j + 1) == .lParen { return nil }
            j -= 1
        }
        return nil
    }
}
