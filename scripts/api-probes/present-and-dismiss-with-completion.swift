// expect: compiles
// UIKit's shapes: present and dismiss take a completion handler, which may be left out.
import Kamishibai

@MainActor
func presentThenDismiss(from presenting: ViewController, _ screen: ViewController) {
    presenting.present(screen, animated: true, completion: { print("presented") })
    presenting.dismiss(animated: true, completion: { print("dismissed") })
    presenting.present(screen, animated: false) { print("presented at once") }
    presenting.dismiss(animated: false) { print("dismissed at once") }
    presenting.present(screen, animated: true)
    presenting.dismiss(animated: true)
}
