import UIKit

/// The first screen of the app. It follows the system appearance (`.systemBackground`), and so does
/// its status bar: `.default` picks dark or light content for the current appearance.
final class OnboardingViewController: UIViewController {
    private let logo = UIImageView(image: UIImage(named: "Logo"))
    private let card = WelcomeCardView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(logo)
        view.addSubview(card)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .default
    }
}

/// A card written the way real code is: spaces before a call's parenthesis, chains over lines.
final class WelcomeCardView: UIView {
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 1
        addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Layer colors are CGColors: re-resolved here, whenever the appearance changes.
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderColor = UIColor
            .separator
            .cgColor
        let ring = UIColor.separator
        badge.layer.borderColor = ring.cgColor
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor
            .label
            .setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 8, dy: 8)).fill()
    }
}
