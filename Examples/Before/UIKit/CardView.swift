import UIKit

/// A card in the feed: rounded, bordered, with a title and a subtitle.
final class CardView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.white
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        titleLabel.textColor = .black
        subtitleLabel.textColor = UIColor(named: "Ink")
        addSubview(titleLabel)
        addSubview(subtitleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyShadow()
    }

    private func applyShadow() {
        layer.shadowColor = UIColor.black.cgColor   // black shadows are fine in both appearances
        layer.shadowOpacity = 0.2
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
        layer.backgroundColor = tintColor.cgColor
    }
}
