"""The Yellow King's "Do You Doubt Me, Traitor?" (p. 269): when he takes damage the GM may
discard a greater doom, outside the one card a turn, and the adventurer who struck him
crosses a line off their sheet until the end of their next Camp Phase
(``worm.rules.crossed_off``). ``worm.engine.actions.harm.harm_foe`` calls it once the blow
has landed.

The player chooses the line: one whose order of Wounds says ``ask`` (a player's guild) is
asked as a Wound is (``worm.engine.wounds.Asked``, each way ``cross:LINE``), and the blow is
played again with the answer; the autoplay guild's line, and when to discard, are the GM's
policies (``worm.gm.doubt``).
"""

from __future__ import annotations

from worm.engine import wounds
from worm.engine.table import Table
from worm.gm import doubt as policy
from worm.gm import foes, tactics
from worm.model.adventurer import Adventurer
from worm.model.challenge import GM
from worm.rules import crossed_off, wound_order


def doubted(game: Table, stats: foes.Statblock, name: str, by: str | None, landed: int) -> None:
    """``name``, struck for ``landed`` Wounds by the adventurer ``by``, makes them cross a
    line off when his band still has the doom and the GM's policy discards a greater card."""
    if landed < 1 or all(d.name != crossed_off.DOOM for d in stats.greater):
        return
    striker = next((a for a in game.guild.adventurers if a.id == by and a.active), None)
    ch = game.challenge
    if striker is None or ch is None:  # an ally or no one struck: no traitor to doubt
        return
    card = policy.discards(tactics.greater(ch.hand(GM)))
    lines = crossed_off.lines(striker)
    if card is None or not lines:
        return
    game.challenge = ch.without_card(GM, card)
    game.decks = game.discard(card)
    cause = f"{name}: {crossed_off.DOOM}"
    line = _chosen(game, striker, lines, cause)
    game.set_adventurer(crossed_off.cross(game.guild.adventurer(striker.id), line))
    crossed = crossed_off.words(game.pack, striker, line)
    game.ruling(
        crossed_off.PAGE,
        f"{crossed_off.DOOM} {name} discards {card.name}, outside the one card a turn: "
        f"{striker.name} crosses off {crossed} until the end of their next Camp",
    )


def _chosen(game: Table, a: Adventurer, lines: tuple[str, ...], cause: str) -> str:
    """The line ``a``'s player crosses off: asked, when they ask about their Wounds and there
    is a choice; else the GM's policy for the autoplay guild."""
    if wound_order.ASK not in a.wound_order or len(lines) < 2:
        return policy.line_for(a, lines)
    ways = tuple(crossed_off.WAY + line for line in lines)
    if not game.answers:
        raise wounds.Asked(a.id, ways, cause)
    way = game.answers.pop(0)
    if way not in ways:  # a replay that went another way than the asked one: a bug
        raise RuntimeError(f"{a.name} was asked to cross off a line the replay cannot: {way}")
    game.ruling(crossed_off.PAGE, f"{a.name}'s player chooses the line to cross off")
    return way.removeprefix(crossed_off.WAY)
