import UIKit

/// The hairline every welcome card shares: a CGColor made once, at first use, in whichever
/// appearance was current then (After: read in `layoutSubviews()`).
let welcomeCardBorder = UIColor.separator.cgColor

/// The first screen of the app. It follows the system appearance (`.systemBackground`), so a
/// status bar forced to white text vanishes in Light Mode.
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
        return .lightContent
    }
}

/// A card written the way real code is: spaces before a call's parenthesis, chains over lines.
final class WelcomeCardView: UIView {
    private let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor   (white: 0.97, alpha: 1)
        layer.borderWidth = 1
        layer.borderColor = UIColor
            .separator
            .cgColor
        addSubview(badge)
        styleBadge()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func styleBadge() {
        let ring = UIColor.separator
        badge.layer.borderColor = ring.cgColor
        badge.layer.borderColor = welcomeCardBorder
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor
            .black
            .setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 8, dy: 8)).fill()
    }
}

/// The app's window, kept in Light Mode by a getter override (After: removed, the app follows the system).
final class MainWindow: UIWindow {
    override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .light }
        set {}
    }
}
