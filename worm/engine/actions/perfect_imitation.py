"""The fungoid's Perfect Imitation (p. 263): on a greater doom it becomes the double of one
person; while it stands in the original's zone no one else can tell them apart, and each play
aimed at it falls on the original instead half the time. A Wound ends the illusion
(``harm.harm_foe`` drops it).

Played as the band's whole action on its own turn (``Declared.doom`` names it); when, and
whose double, is the policy ``worm.gm.perfect_imitation``. ``Challenge.imitated`` keeps which
fungoid passes as whom. The even chance is drawn from the game's "gm" stream, so a seed and its
commands replay alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from worm import grammar
from worm.engine import doom_action
from worm.engine.actions import facedown, fighters, harm, totals
from worm.engine.table import Table
from worm.gm import foes, tactics
from worm.gm import perfect_imitation as policy
from worm.model.challenge import GM, Challenge, Declared, Fighter, evolve
from worm.rules import weapons

DOOM = "Perfect Imitation"
PAGE = policy.PAGE
ACTION = "Doom"
"""The action the band declares (the same as the zone-wide dooms')."""


def plan(
    game: Table, key: str, stats: foes.Statblock, marks: Sequence[tactics.Mark]
) -> tactics.Plan | None:
    """The band's Perfect Imitation for its own turn, by the policy, or None."""
    if DOOM not in (d.name for d in stats.greater):
        return None
    ch = game.under_way()
    imitating = any(f.key in ch.imitated for f in ch.members(key))
    swords = [(m.key, fighters.attribute(game, ch.fighter(m.key), "swords")) for m in marks]
    choice = policy.choose(ch.hand(GM), swords, imitating=imitating)
    if choice is None:
        return None
    game.ruling(
        policy.CHOSEN,
        f"{DOOM}: {grammar.agree(ch.group(key).name, 'take')} the shape of "
        f"{ch.fighter(choice.original).name}, {choice.why}",
    )
    return tactics.Plan(ACTION, choice.card, ((choice.original, 1),), doom=DOOM)


def play(game: Table, d: Declared) -> None:
    """Reveal it: the band's first member standing in the original's zone becomes their
    double (p. 263)."""
    ch = game.under_way()
    if not d.targets:
        return
    original = ch.fighter(d.targets[0][0])
    double = next((f for f in ch.members(d.who) if f.fighting and f.zone == original.zone), None)
    if double is None or not original.fighting:
        doom_action.revealed(game, d, "no one to copy here", target=original.name)
        return
    doom_action.revealed(
        game, d, f"{double.name} now looks just like {original.name}", target=original.name
    )
    game.challenge = evolve(
        game.under_way(), imitated={**game.under_way().imitated, double.key: original.key}
    )


def words(ch: Challenge, fighter: Fighter) -> list[str]:
    """What the field shows of an imitation: "the double of Offa (Perfect Imitation, p. 263)"."""
    original = ch.imitated.get(fighter.key)
    if original is None or not fighter.fighting:
        return []
    return [f"the double of {ch.fighter(original).name} ({DOOM}, p. {PAGE})"]


def misled(game: Table, actor: Fighter, d: Declared) -> bool:
    """Whether the adventurer's play ``d``, aimed at a fungoid passing as someone in its zone,
    falls on the original instead (an even chance, p. 263), and if so play it out on them
    (policy: an Attack strikes them, anything else comes to nothing). False leaves the play
    to go ahead as declared."""
    ch = game.under_way()
    if not ch.imitated or not d.targets:
        return False
    aimed = d.targets[0][0]
    original = ch.imitated.get(aimed)
    if original is None or original == actor.key:  # the original knows who they are
        return False
    double, twin = ch.fighter(aimed), ch.fighter(original)
    if not (double.fighting and twin.fighting and twin.zone == double.zone):
        return False
    astray = int(game.streams.get("gm").integers(2)) == 1
    if not astray:
        game.ruling(
            f"p. {PAGE}",
            f"{DOOM}: {grammar.possessive(actor.name)} {d.action} finds the true "
            f"{double.name} (an even chance)",
        )
        return False
    game.ruling(
        f"p. {PAGE}",
        f"{DOOM}: {grammar.possessive(actor.name)} {d.action} falls on {twin.name}, "
        f"not {double.name} (an even chance)",
    )
    if d.action != "Attack":
        game.ruling(policy.CHOSEN, policy.ASTRAY)
        totals.act(game, actor.name, d, None, None, "spent on an ally", target=twin.key)
        return True
    _strike(game, actor, twin, d)
    return True


def _strike(game: Table, actor: Fighter, twin: Fighter, d: Declared) -> None:
    """The Attack lands on the original: card and Swords against their Initiative (after any
    Dodge), Wounds by the weapon as against a foe (p. 116)."""
    total = totals.value(game, d, "swords")
    hit, defence = facedown.defend(game, twin, total)
    totals.act(game, actor.name, d, total, defence, "hit" if hit else "miss", target=twin.key)
    if not hit:
        return
    count = weapons.wounds(fighters.weapon_of(game, actor), total, defence)
    for _ in range(count):
        harm.wound_adventurer(
            game, twin.key, cause=f"{grammar.possessive(actor.name)} blow, meant for a double"
        )
