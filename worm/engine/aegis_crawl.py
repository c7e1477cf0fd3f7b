"""Aegis outside a Challenge (p. 70): one carrying an intact shield whom a trap's effect would
reach from a physical source Notches the shield instead, and the effect is not taken.

Which traps strike at the body is the GM's reading (``worm.gm.crawl_blows.struck_at``: the
needle, the dart, the falling weight); a Meatgrinder hazard's or a room feature's effect says
so in the content (``physical = true`` on the outcome, ``worm.content.interaction.Suffer``):
the book's shield turns an effect from any physical source, "an attack, a trap, etc.". None of
the pack's hazards and features that deal such an effect strikes: a turned ankle, a haze, a
sweet air, sucking sand, a flare of light. Which effects a shield turns is the Challenge's list
(``worm.rules.aegis.TURNED``: Exhausted, Blinded, Rooted and the like, not a
Curse). As in a fight, the player decides as the effect lands: a word said beforehand ('elect WHO
aegis yes/no'), else asked as a Wound is (``worm.engine.elections.now``); the bot's guild
always brings the shield up (policy); in training, the use costs 1 XP
(p. 33). A Wound is not an effect here: a shield worn takes Wounds as armor (p. 124).
"""

from __future__ import annotations

from worm import grammar
from worm.engine import elections, training, trap_source, wounds
from worm.engine.table import Table
from worm.gm import crawl_blows
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules.aegis import TALENT, TURNED


def shield(game: Table, a: Adventurer) -> Carried | None:
    """The shield ``a`` carries: in hand first, then on the belt."""
    for carried in (*a.inventory.hands, *a.inventory.belt):
        if carried is not None and "shield" in game.pack.items[carried.item].tags:
            return carried
    return None


def turns(game: Table, a: Adventurer, effect: str, cause: str, *, physical: bool = False) -> bool:
    """Whether ``a`` takes the effect ``effect`` of ``cause`` on a shield instead (p. 70): if
    so the shield is Notched (Destroyed at its limit), the talent used, the effect not taken.
    ``physical``: the content says the effect comes from a thing that strikes the body (a
    Meatgrinder hazard's or a room feature's, ``Suffer.physical``); else only a trap whose
    kind strikes is read as one (``worm.gm.crawl_blows.struck_at``)."""
    if game.challenge is not None or effect not in TURNED:
        return False
    held = shield(game, a)
    if held is None or not training.usable(a, TALENT):
        return False
    _, trap, _ = trap_source.source(game, cause)
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    if not (physical or crawl_blows.struck_at(trap)) or not elections.now(
        game, a, TALENT, cause=f"{name} from {cause}"
    ):
        return False
    training.use(game, a.id, TALENT)
    item = grammar.item(game.pack.items[held.item].name).lower()
    game.ruling(
        "p. 70",
        f"{a.name} gets the {item} in the way of {cause}: Notched, and no {name} (Aegis)",
    )
    wounds.harm(game, game.guild.adventurer(a.id), held, destroy=False, cause=cause)
    return True
