import UIKit

final class FeedViewController: UITableViewController {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemGroupedBackground
        tableView.separatorColor = .separator
        tableView.indicatorStyle = .default

        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label))
        header.contentView.addSubview(vibrancy)

        let title = NSAttributedString(string: "Feed", attributes: [
            .foregroundColor: UIColor.secondaryLabel,
            .font: UIFont.preferredFont(forTextStyle: .headline),
        ])
        navigationItem.titleView = UILabel.make(title)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        navigationController?.navigationBar.layer.shadowColor = UIColor(named: "BarShadow")?.cgColor
    }
}

/// A receipt printed on white paper: this screen stays light on purpose.
final class ReceiptPreviewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .light
        view.backgroundColor = .white
    }
}

extension UILabel {
    static func make(_ text: NSAttributedString) -> UILabel {
        let label = UILabel()
        label.attributedText = text
        return label
    }
}
