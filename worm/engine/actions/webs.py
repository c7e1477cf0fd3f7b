"""A snare's hit and the Recovers that undo it (``worm.rules.snares``): the brain spider's
Web (p. 256) and the face rat's Steal Face (p. 262) lay effects instead of a Wound."""

from __future__ import annotations

from worm import grammar
from worm.engine import events as ev
from worm.engine.actions import aegis, harm
from worm.engine.table import Table
from worm.model.challenge import Fighter, evolve
from worm.rules import snares


def snare(game: Table, doom: str, target: Fighter, band: str) -> None:
    """The hit of the snare ``doom`` by ``band``: its effects, and no Wound."""
    page = f"p. {snares.PAGE[doom]}"
    face = grammar.possessive(target.name)
    first = snares.laid(doom)[0]
    if target.side == "guild" and aegis.turns(game, target.key, first, cause=band):
        return  # a web thrown, a rat's leap at the face: an attack a shield meets (p. 70)
    if doom == snares.WEB:
        game.ruling(
            page,
            f"Web: {target.name} is wrapped in web, no Wound; Rooted until all "
            f"{snares.LIMBS} limbs are freed, one per Recover",
        )
    else:
        game.ruling(
            page,
            f"Steal Face: {grammar.agree(band, 'take')} {face} face, no Wound; Blind and "
            "Silenced, each Recovered on its own",
        )
    for effect in snares.laid(doom):
        if game.challenge is None or not game.challenge.fighter(target.key).fighting:
            return
        harm.afflict(game, target.key, effect)
    ch = game.under_way()
    if doom == snares.WEB and "root" in ch.fighter(target.key).effects:
        game.challenge = evolve(ch, webbed={**ch.webbed, target.key: snares.LIMBS})
    if doom == snares.STEAL_FACE:
        game.log.emit(
            ev.Narration,
            text=f"{grammar.agree(band, 'wear')} {face} face now.",
        )


def free_limb(game: Table, fighter: Fighter, effect: str) -> bool:
    """A Recover from ``effect`` by one a web binds frees one limb (p. 256); returns whether
    the Root stays, the web still holding a limb."""
    ch = game.under_way()
    bound = ch.webbed.get(fighter.key, 0)
    if effect != "root" or bound < 1:
        return False
    left = snares.loosen(bound)
    webbed = {k: v for k, v in ch.webbed.items() if k != fighter.key}
    if left:
        webbed[fighter.key] = left
    game.challenge = evolve(ch, webbed=webbed)
    game.ruling(
        f"p. {snares.PAGE[snares.WEB]}",
        f"Web: {fighter.name} frees a limb; {left} still bound"
        if left
        else f"Web: {fighter.name} frees the last limb",
    )
    return left > 0
