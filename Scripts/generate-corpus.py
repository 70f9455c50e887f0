#!/usr/bin/env python3
"""Writes a synthetic but realistic Swift corpus for darklint's benchmark.

UIKit views and controllers, AppKit views, SwiftUI views, palette extensions and theme systems (a theme
object, its palette, themed views that update hooks call on other receivers), in the proportions of a
real app, with a few Dark Mode findings in each file (most code is clean, as in real apps).
Usage: generate-corpus.py OUT_DIR [LINES]   (default 1,000,000 lines)
"""
import os
import random
import sys

UIKIT_VIEW = '''import UIKit

/// A reusable card view number {n}.
final class CardView{n}: UIView {{
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let iconView = UIImageView()
    private var items: [String] = []
    private let badge = ThemedBadge{t}()
    private let header = ThemedHeader{t}()

    override init(frame: CGRect) {{
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.textColor = .label
        detailLabel.textColor = {color}
        layer.cornerRadius = 12
        layer.borderWidth = 1
        addSubview(titleLabel)
        addSubview(detailLabel)
        addSubview(iconView)
        applyColors()
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func layoutSubviews() {{
        super.layoutSubviews()
        let inset: CGFloat = 16
        titleLabel.frame = CGRect(x: inset, y: inset, width: bounds.width - 2 * inset, height: 22)
        detailLabel.frame = CGRect(x: inset, y: titleLabel.frame.maxY + 4, width: bounds.width - 2 * inset, height: 18)
        iconView.frame = CGRect(x: bounds.width - 40, y: inset, width: 24, height: 24)
    }}

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {{
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) == true else {{ return }}
        applyColors()
        badge.update(count: items.count)
        header.applyTheme()
    }}

    private func applyColors() {{
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
    }}

    func configure(title: String, detail: String, count: Int) {{
        titleLabel.text = "\\(title) (\\(count))"
        detailLabel.text = detail.isEmpty ? "No detail" : detail
        items = (0..<count).map {{ "Item \\($0)" }}
        setNeedsLayout()
    }}
}}
'''

UIKIT_CONTROLLER = '''import UIKit

final class ListViewController{n}: UITableViewController {{
    private var rows: [Row] = []
    private let spinner = UIActivityIndicatorView(style: {spinner})

    struct Row: Hashable {{
        let id: Int
        let title: String
        let subtitle: String?
    }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = NSLocalizedString("List {n}", comment: "")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.backgroundColor = {background}
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: spinner)
        reload()
    }}

    private func reload() {{
        spinner.startAnimating()
        rows = (0..<50).map {{ Row(id: $0, title: "Row \\($0)", subtitle: $0 % 3 == 0 ? nil : "Detail") }}
        tableView.reloadData()
        spinner.stopAnimating()
    }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        rows.count
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let row = rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.secondaryText = row.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = DetailViewController{n}(row: rows[indexPath.row].title)
        navigationController?.pushViewController(detail, animated: true)
    }}
}}

final class DetailViewController{n}: UIViewController {{
    private let text: String
    init(row: String) {{
        text = row
        super.init(nibName: nil, bundle: nil)
    }}
    required init?(coder: NSCoder) {{ fatalError() }}
    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = text
        label.textColor = .label
        view.addSubview(label)
    }}
}}
'''

APPKIT_VIEW = '''import AppKit

final class SidebarRowView{n}: NSTableRowView {{
    override var wantsUpdateLayer: Bool {{ true }}

    override func updateLayer() {{
        layer?.backgroundColor = NSColor.controlBackgroundColor.cgColor
    }}

    override func drawSelection(in dirtyRect: NSRect) {{
        guard selectionHighlightStyle != .none else {{ return }}
        NSColor.selectedContentBackgroundColor.setFill()
        NSBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 2), xRadius: 6, yRadius: 6).fill()
    }}
}}

final class SidebarController{n}: NSViewController {{
    private let effectView = NSVisualEffectView()
    override func viewDidLoad() {{
        super.viewDidLoad()
        effectView.material = {material}
        effectView.blendingMode = .behindWindow
        view.addSubview(effectView)
    }}
}}
'''

SWIFTUI_VIEW = '''import SwiftUI

struct BadgeView{n}: View {{
    let count: Int
    @State private var isExpanded = false

    var body: some View {{
        VStack(alignment: .leading, spacing: 8) {{
            HStack {{
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                Text("\\(count) items")
                    .font(.headline)
                    .foregroundColor({text})
                Spacer()
                Button(isExpanded ? "Less" : "More") {{ isExpanded.toggle() }}
            }}
            if isExpanded {{
                ForEach(0..<count, id: \\.self) {{ index in
                    Text("Row \\(index)")
                        .padding(.vertical, 4)
                }}
            }}
        }}
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }}
}}
'''

THEME = '''import UIKit

/// The app's theme {n}: colours chosen each time they are asked for.
protocol Themeable{n}: AnyObject {{
    func applyTheme()
}}

final class Theme{n} {{
    static let shared = Theme{n}()
    var isDark = false
    var background: UIColor {{ isDark ? Palette{n}.night : Palette{n}.paper }}
    var text: UIColor {{ isDark ? .white : Palette{n}.ink }}
    var accent: UIColor {{ Palette{n}.accent }}
    private var observers: [Themeable{n}] = []

    func register(_ observer: Themeable{n}) {{
        observers.append(observer)
        observer.applyTheme()
    }}

    func toggle() {{
        isDark.toggle()
        for observer in observers {{ observer.applyTheme() }}
    }}
}}

enum Palette{n} {{
    static let paper = UIColor(red: {r:.3f}, green: {g:.3f}, blue: {b:.3f}, alpha: 1)
    static let night = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
    static let ink = UIColor(hex: 0x{hex:06X})
    static let accent = UIColor(named: "Accent{n}") ?? .systemBlue
    static let separator = UIColor(white: 0.85, alpha: 1)
}}

final class ThemedBadge{n}: UIView, Themeable{n} {{
    private let label = UILabel()

    func update(count: Int) {{
        label.text = "\\(count)"
        label.textColor = Theme{n}.shared.text
        isHidden = count == 0
    }}

    func applyTheme() {{
        backgroundColor = Theme{n}.shared.accent
        layer.borderColor = Palette{n}.separator.cgColor
    }}
}}

final class ThemedHeader{n}: UIView, Themeable{n} {{
    private let title = UILabel()

    func configure(with text: String) {{
        title.text = text
        Theme{n}.shared.register(self)
    }}

    func applyTheme() {{
        backgroundColor = Theme{n}.shared.background
        title.textColor = Theme{n}.shared.text
    }}

    override func layoutSubviews() {{
        super.layoutSubviews()
        title.frame = bounds.insetBy(dx: 16, dy: 8)
        applyTheme()
    }}
}}
'''

PALETTE = '''import UIKit

extension UIColor {{
    static let brand{n} = UIColor(red: {r:.3f}, green: {g:.3f}, blue: {b:.3f}, alpha: 1)
    static let surface{n} = UIColor {{ traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.97, alpha: 1)
    }}
    static let ink{n} = UIColor.label
}}
'''


def main():
    out = sys.argv[1]
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
    rnd = random.Random(7)
    os.makedirs(out, exist_ok=True)
    lines = 0
    n = 0
    while lines < target:
        kind = n % 10
        if n % 25 == 0:
            text = THEME.format(n=n, r=rnd.random(), g=rnd.random(), b=rnd.random(), hex=rnd.randrange(1 << 24))
        elif kind < 4:
            text = UIKIT_VIEW.format(n=n, t=n - n % 25, color=rnd.choice([".secondaryLabel", ".secondaryLabel", ".gray"]))
        elif kind < 7:
            text = UIKIT_CONTROLLER.format(n=n, spinner=rnd.choice([".medium", ".medium", ".gray"]),
                                           background=rnd.choice([".systemGroupedBackground", "UIColor(white: 0.96, alpha: 1)"]))
        elif kind < 8:
            text = APPKIT_VIEW.format(n=n, material=rnd.choice([".sidebar", ".sidebar", ".dark"]))
        elif kind < 9:
            text = SWIFTUI_VIEW.format(n=n, text=rnd.choice([".primary", ".secondary", "Color.black"]))
        else:
            text = PALETTE.format(n=n, r=rnd.random(), g=rnd.random(), b=rnd.random())
        folder = os.path.join(out, f"Module{n % 20}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"File{n}.swift"), "w") as f:
            f.write(text)
        lines += text.count("\n")
        n += 1
    print(f"{n} files, {lines} lines in {out}")


if __name__ == "__main__":
    main()
