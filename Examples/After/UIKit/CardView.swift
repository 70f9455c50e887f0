import UIKit

/// A card in the feed: rounded, bordered, with a title and a subtitle.
final class CardView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        titleLabel.textColor = .label
        subtitleLabel.textColor = .secondaryLabel
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        applyColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) == true else { return }
        applyColors()
    }

    /// Layer colors are CGColors: re-resolved here, on every appearance change.
    private func applyColors() {
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.backgroundColor = tintColor.cgColor
    }
}
