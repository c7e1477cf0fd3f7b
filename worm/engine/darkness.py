"""Light running out: a light lost, and "We're doomed!" when none is left at all (p. 95)."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import city, dying, kit, leaving, missing, pilfered, restocking, retirement
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import captors
from worm.model.adventurer import Adventurer
from worm.rules import conditions, light, pack_space


def after_light(game: Table) -> None:
    """After any change to the guild's lights: note a light lost, and when none is left at
    all, "We're doomed!" (p. 95)."""
    count = sum(len(kit.lit(a)) for a in game.guild.adventurers)
    went_out = count == 0 < game.lit_count
    if count < game.lit_count:
        game.light_failed = True
    game.lit_count = count
    if count or game.phase not in ("crawl", "parley", "challenge"):
        return
    inventories = [a.inventory for a in game.guild.adventurers if a.active]
    if not light.out_of_light(inventories, game.pack.items):
        if went_out:
            in_the_dark(game)
        return
    doomed(game)


OUT = "The last light goes out: the guild stands in the dark"
"""How the log says the guild's last light in hand went out (``in_the_dark``): the terminal
game's toast looks for it."""


def in_the_dark(game: Table) -> None:
    """The last light in the guild's hands has gone out, but not its last light: it stands in
    the dark, Blind (p. 94), and is told so at once, with who could light what."""
    found = lighter(game)
    if found is None:
        game.log.emit(
            ev.Narration,
            text=f"{OUT}, Blind (p. 94), and nobody able to act has a light to kindle.",
        )
        return
    who, what = found
    whose = f"{grammar.possessive(who.name)} {what}"
    if game.phase in LATER:  # the crawl's lighting waits (play30, new fault 3)
        game.log.emit(ev.Narration, text=f"{OUT}, Blind (p. 94). {whose} {LATER[game.phase]}.")
        return
    game.log.emit(
        ev.Narration, text=f"{OUT}, Blind (p. 94). {whose} can still be lit.", offers=("light",)
    )


LATER = {"challenge": "can be lit in the fight with a Use Item play (p. 118)"}
"""In a fight a light is lit by playing a card (``worm.engine.actions.cups.light_up``), so the
guild is told how, not offered the Crawl's key; in the Crawl and in a parley the key lights it
at once (``explore.use``)."""


def lighter(game: Table) -> tuple[Adventurer, str] | None:
    """The first in marching order, able to act, who carries a light that can be lit (or a
    lantern and the oil for it), and that light's name ("torch"); None if nobody does."""
    for a in game.guild.in_marching_order():
        if not a.active:
            continue
        carried = {c.item for c in a.inventory.things()}
        for c in kit.lights(a, game.pack):
            item = game.pack.items[c.item]
            fuel = item.light.fuel if item.light is not None else None
            if kit.can_light(c, game.pack) or (fuel is not None and fuel in carried):
                return a, grammar.item(item.name).lower()
    return None


def doomed(game: Table) -> None:
    """We're doomed! (p. 95): each adventurer draws a minor card for their fate; the captured,
    the ransomed, the lost and the retired leave the guild (``struck_off``)."""
    game.ruling("p. 95", "the guild has no light left at all: We're doomed!")
    kept: list[tuple[str, light.Doom]] = []
    for a in game.guild.in_marching_order():
        if a.conditions.dead:
            continue
        card = game.draw_and_discard("minor", "doomed")
        while light.doomed(card) is None:
            game.ruling("p. 95", "the Fool names no fate: draw again")
            card = game.draw_and_discard("minor", "doomed")
        fate = light.doomed(card) or "unscathed"
        doom(game, game.guild.adventurer(a.id), fate, card)
        if fate in light.LEAVING:
            kept.append((a.id, fate))
    leaving = {who for who, _ in kept}
    if not any(a.active for a in game.guild.adventurers if a.id not in leaving):
        game.ruling("p. 95", "nobody of the guild comes back out of the dark")
        if game.challenge is not None and not leaving:
            return  # all died in a fight: its own end rules the game over, after the fight's
        if game.challenge is not None:
            _end_fight(game)
        game.set_phase("over", "the guild is lost in the dark")
        return
    if game.challenge is not None:
        _end_fight(game)
    for who, fate in kept:
        struck_off(game, game.guild.adventurer(who), fate)
    game.settle()
    game.check_guild()
    game.set_phase("city", "what is left of the guild stumbles out of the dark")
    city.arrive(game)


def _end_fight(game: Table) -> None:
    """Some of the guild stumble out of the dark in the middle of a fight: the fight ends
    there (policy), its cards go to the discards, and the band remembers a guild that ran
    from it (``worm.engine.ending.finish`` does as much for a fight that ends as fights do)."""
    ch = game.challenge
    assert ch is not None
    game.decks = tarot.discard_all(game.decks, tuple(ch.cards()))
    game.challenge = None
    game.settle()
    game.ruling("p. 95", "the dark ends the fight: the guild scatters and gropes its way out")
    restocking.remember(game, ch, "fled")
    pilfered.settle(game, ch, "fled")
    game.meeting = None


def doom(game: Table, a: Adventurer, fate: str, card: tarot.Card) -> None:
    """What the dark does to one adventurer, as ``card`` reads on the table of p. 95."""
    game.ruling("p. 95", f"{card.name} for {a.name}: {fate}")
    if fate == "eaten":
        dead = a.model_copy(
            update={
                "conditions": a.conditions.model_copy(update={"dead": True, "deaths_door": False})
            }
        )
        game.set_adventurer(dead)
        game.log.emit(ev.Condition, who=a.name, change="dead", cause="eaten by a grue")
        dying.died(game, a.id, whole=False)  # nothing is left of the body (p. 126)
    elif fate in light.LEAVING:
        game.log.emit(ev.Condition, who=a.name, change=fate, cause="lost in the dark")
    elif fate == "naked":
        empty = a.inventory.model_copy(
            update={"hands": (None,) * 2, "belt": (None,) * 4, "pack": (None,) * 21}
        )
        game.set_adventurer(a.model_copy(update={"inventory": empty}))
        game.log.emit(
            ev.Condition, who=a.name, change="lost all equipment", cause="lost in the dark"
        )
    elif fate == "shaken":
        things = [c for c in a.inventory.things() if c not in a.inventory.worn]
        coins = [bool(game.streams.get("gm").integers(2)) for _ in things]
        inventory = a.inventory
        for uid in light.shaken(things, coins):
            inventory = pack_space.remove(inventory, uid)
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))
        if not a.conditions.stressed:
            game.set_adventurer(conditions.stress(game.guild.adventurer(a.id)))
        game.log.emit(
            ev.Condition,
            who=a.name,
            change="shaken, half the kit gone",
            cause="lost in the dark",
        )


GONE = {
    "captured": "is carried off by {captor} on level {depth}; those who got away know where, "
    "and by what",
    "ransom": "is held by the Olu Gang, who ask {price} gold for them (1,000 per point of Fame)",
    "lost": "is lost somewhere on level {depth}: a new adventurer may take their place",
    "retire": "swears off adventuring for good and retires to the City",
}
"""What the ruling says of each one the dark keeps (p. 95)."""


def struck_off(game: Table, a: Adventurer, fate: str) -> None:
    """One the dark keeps leaves the guild (p. 95): the captured, the ransomed and the lost
    are remembered as missing; one who swore off adventuring retires, leaving gifts for the
    next to join as any retiree does (p. 38)."""
    price = light.ransom(game.guild.fame)
    taker = captor_id(game)
    said = GONE[fate].format(depth=game.depth, price=f"{price:,}", captor=captor(game))
    if fate == "retire":
        retirement.struck_off(game, a.id)
    else:
        sheet = leaving.leave(game, a.id)
        missing.keep(game, sheet, missing.KEPT[fate], taker if fate == "captured" else "")
    game.ruling("p. 95", f"{a.name} {said}: they leave the guild")


def captor_id(game: Table) -> str:
    """The creature id that carries off the captured (policy ``worm.gm.captors``); empty
    when the level's table names none."""
    found = captors.captor(restocking.entries(game.level, game.state), game.state.marked)
    return found if found is not None and found in game.pack.monsters else ""


def captor(game: Table) -> str:
    """Who carries off the captured (policy ``worm.gm.captors``), as the ruling names them."""
    found = captor_id(game)
    return game.pack.monsters[found].name if found else "creatures of the dark"
