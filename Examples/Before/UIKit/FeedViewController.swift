import UIKit

final class FeedViewController: UITableViewController {
    private let spinner = UIActivityIndicatorView(style: .gray)
    private let header = UIVisualEffectView(effect: UIBlurEffect(style: .light))

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        tableView.separatorColor = UIColor(hex: 0xDDDDDD)
        tableView.indicatorStyle = .default
        navigationController?.navigationBar.layer.shadowColor = UIColor(named: "BarShadow")?.cgColor

        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label))
        header.contentView.addSubview(vibrancy)

        let title = NSAttributedString(string: "Feed", attributes: [
            .foregroundColor: UIColor.darkGray,
            .font: UIFont.preferredFont(forTextStyle: .headline),
        ])
        // darklint:disable:next non_adaptive_color - stale: the color was fixed long ago
        navigationItem.titleView = UILabel.make(title)
        // A comment mentioning UIColor.white or UIColor(red: 1, green: 1, blue: 1, alpha: 1) never fires.
        let debugDescription = "UIColor.lightGray is used for \(UIColor.self)"
        print(debugDescription)
    }
}

/// A receipt preview kept in Light Mode: one screen kept Light is a design decision made where it is
/// written, and its white is right for it, so neither is reported (`--pedantic` lists the forcing).
final class ReceiptPreviewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .light
        view.backgroundColor = .white
    }
}

extension UIColor {
    /// The app's hex helper: `UIColor(hex: 0x336699)`.
    convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

extension UILabel {
    static func make(_ text: NSAttributedString) -> UILabel {
        let label = UILabel()
        label.attributedText = text
        return label
    }
}
