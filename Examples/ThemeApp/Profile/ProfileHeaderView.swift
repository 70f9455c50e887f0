import UIKit

/// The profile header, laid out in ProfileHeaderView.xib. The colors in the XIB are placeholders:
/// `applyTheme()` replaces them when the view loads and whenever the theme changes.
final class ProfileHeaderView: UIView {
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var warningLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        NotificationCenter.default.addObserver(self, selector: #selector(applyTheme),
                                               name: .themeDidChange, object: nil)
        applyTheme()
    }

    @objc private func applyTheme() {
        let palette = ThemeManager.shared.palette
        backgroundColor = palette.background
        nameLabel.textColor = palette.text
        layer.borderColor = palette.border.cgColor
        warningLabel.backgroundColor = .systemYellow
        warningLabel.textColor = .warningInk
        tintColor = .brandBlue
    }
}
