"""The autoplay guild's City Actions (pp. 156–159): once upkeep is paid and the shopping done,
each living adventurer takes one sensible action, in this order of preference:

0. *Rest and recuperate* (p. 318) when Wounded, where this City has the Hospital and their
   upkeep was not destitute (a district's own action, ``worm.engine.district_actions``);
   *Fit prosthetics* (p. 300), free, for who lost a hand to the Hangover, where this City has
   the Shrine of Teeth; *Lay high* (p. 305), free, for who is wanted or called out to a duel,
   where this City has the Gambol (a trial by combat risks the neck: never);
   *Support* the guild's hiding from the Child of Silence (p. 153) while it hunts the guild
   and nobody has taken a step of it this phase (``worm.engine.portents.must_hide``);
1. *Hold a Funeral* for a fallen guild-mate with XP to keep, if they can pay 100 gold for one;
2. *Train* when they have XP and 50 gold an XP: a talent they are mentored in, else the first
   path talent of the lists they do not know (the City's paid expert, p. 159);
2a. *Build* a small monument to oneself, for an underfolk whose arête still lacks a lasting
   work and who can pay for it (``worm.engine.autoarete``, p. 59);
3. *Carouse* half of what they brought back when they brought back 40 gold or more and still
   hold it (1 XP, and the Hangover);
3a. *Support* a project the guild has begun, spending a reagent or brew carried up from below
   (10 gold a step, p. 172), else *Research* the creatures below when they hold 100 gold or more
   (the bot pushes a failed test as any other, p. 9);
3b. *Brew Alchemy* (a Camp Action as the City Action, p. 156) for an alchemist with a kit and
   reagents carried (``worm.engine.city_camp``);
4. *Sell reagents* (p. 317) carried when nobody in the guild can brew them, where this City has
   the Alchemists' Hall;
5. *Purchase fate honey* (p. 317), free, two jars for who carries none and has 10 gold or
   more (the poorer beg for coin), where this City has the Shrine of the Fig of Fate (eaten in
   the Crawl when no lore bid is left);
6. *Keep an ear to the ground* (p. 300), free, for the first who would beg, when this City
   has the Bellringer's District and nobody has listened there this phase;
7. else *Beg and Busk*, which is free.
The book has no Pray City Action; a bot's devotion is left to the Camp.
"""

from __future__ import annotations

from collections.abc import Iterator

from worm.engine import (
    autoarete,
    city,
    city_actions,
    city_camp,
    district_actions,
    jarl,
    kit,
    portents,
    porters,
    training,
)
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import hunters, specializations
from worm.gm import portents as hiding
from worm.gm import porters as porter_policy
from worm.model.adventurer import Adventurer
from worm.rules import alchemy, lore_bids, pack_space
from worm.rules import city_actions as rules
from worm.rules import jarl as jarl_rules
from worm.rules import monster_hunter as hunting

RICH = 40
"""Gold brought back from which the bot carouses half of it away."""
HONEY = 2
"""Jars of fate honey the bot takes when it carries none."""
POOR = 10
"""Gold under which the bot begs for coin rather than fetch free honey."""

SCHOLAR = 100
"""Gold held from which the bot pays 50 for Research rather than begging."""


def next_action(game: Game, tried: set[str]) -> cmd.CityAct | None:
    """The next City Action the bot takes, or None when everyone has acted (or cannot)."""
    if game.city is None or game.phase != "city":
        return None
    for a in city.living(game):
        if game.city.action_of(a.id) is not None:
            continue
        for command in _wants(game, a):
            if repr(command) in tried or _why_not(game, a, command.action) is not None:
                continue
            return command
    return None


def take_back(game: Game, tried: set[str]) -> cmd.Porter | None:
    """A thing a horde carries that its jarl has room for again, taken back (policy
    ``worm.gm.porters``: a fallen goblin's load is lost, so the bot keeps its own)."""
    if game.city is None or game.phase != "city":
        return None
    for horde in porters.hordes(game):
        owner = game.guild.adventurer(horde.owner)
        if not owner.active:
            continue
        for carried in horde.load:
            item = game.pack.items[carried.item]
            fits = pack_space.stow_anywhere(owner.inventory, carried, item) is not None
            command = cmd.Porter(who=owner.id, item=carried.item, uid=carried.uid, back=True)
            if porter_policy.takes_back(fits) and repr(command) not in tried:
                return command
    return None


def _why_not(game: Game, a: Adventurer, action: str) -> str | None:
    special = district_actions.find(game, action)
    if special is not None:
        return district_actions.why_not(game, a, special)
    if action not in rules.BY_ID:
        return f"this City has no {action}"
    return city_actions.why_not(game, a, rules.BY_ID[action])


def _wounded(a: Adventurer) -> bool:
    c = a.conditions
    return c.staggered or c.injured or c.deaths_door or bool(c.wounded_talents)


def _wants(game: Game, a: Adventurer) -> Iterator[cmd.CityAct]:
    assert game.city is not None
    if _wounded(a):
        yield cmd.CityAct(who=a.id, action="recuperate")
    if any(m.id == "handless" for m in a.aftermath):
        yield cmd.CityAct(who=a.id, action="fit_prosthetics")  # the hand back, free (p. 300)
    if any(m.id in ("wanted", "duel") for m in a.aftermath):
        yield cmd.CityAct(who=a.id, action="lay_high")  # the heat dies down (p. 305)
    if portents.must_hide(game):  # the Child of Silence (p. 153)
        yield cmd.CityAct(who=a.id, action="support", what=hiding.CHILD_PROJECT)
    dead = [d for d in game.guild.adventurers if d.conditions.dead and d.xp]
    if dead and a.gold >= rules.FUNERAL_COST:
        kept = min(dead[0].xp, a.gold // rules.FUNERAL_COST)
        yield cmd.CityAct(who=a.id, action="funeral", what=dead[0].id, amount=kept)
    invest = min(a.xp, a.gold // rules.TRAIN_COST)
    talent = _to_train(game, a)
    if invest >= 1 and talent is not None:
        yield cmd.CityAct(who=a.id, action="train", what=talent, amount=invest)
    work = autoarete.lasting_work(game, a)
    if work is not None:
        yield cmd.CityAct(who=a.id, action="build", what=work)
    yield from _quarry(game, a)
    yield from _codex(game, a)
    yield from _horde(game, a)
    brought = game.city.brought_by(a.id)
    spent, _ = rules.carouse(brought, "half")
    if brought >= RICH and a.gold >= spent:
        yield cmd.CityAct(who=a.id, action="carouse", option="half")
    below = next((c for c in a.inventory.things() if c.of is not None), None)
    begun = next((n for n, k, t in game.guild.projects if t < k), None)
    if below is not None and begun is not None:
        yield cmd.CityAct(who=a.id, action="support", what=begun, material=below.item)
    if a.gold >= SCHOLAR:
        yield cmd.CityAct(who=a.id, action="research")
    if alchemy.can_brew(a) is None and "alchemy" in city_camp.talents(game, a):
        yield cmd.CityAct(who=a.id, action="camp", what="use_a_talent", option="alchemy")
    if alchemy.reagents(a) and not any(alchemy.alchemist(m) for m in city.living(game)):
        yield cmd.CityAct(who=a.id, action="sell_reagents")  # nobody can brew them (p. 317)
    honey = district_actions.find(game, "fate_honey")  # free, a lore bid in a jar (p. 317)
    if honey is not None and not kit.count(a, "fate_honey") and a.gold >= POOR:
        yield cmd.CityAct(who=a.id, action="fate_honey", amount=HONEY)
    ear = district_actions.find(game, "eavesdrop")
    if ear is not None and all(done != ear.name for _, done in game.city.acted):
        yield cmd.CityAct(who=a.id, action="eavesdrop")
    yield cmd.CityAct(who=a.id, action="beg")


def _horde(game: Game, a: Adventurer) -> Iterator[cmd.CityAct]:
    """Policy for the autoplay guild: a Jarl whose horde is short of 8 gathers goblins, paying
    no XP (2 come for nothing, p. 65): its XP goes to its talents."""
    if a.usable(jarl_rules.TALENT) is None:
        return
    horde = jarl.horde_of(game, a.id)
    if horde is None or horde.goblins < jarl_rules.MOST:
        yield cmd.CityAct(who=a.id, action="horde", amount=0)


def _codex(game: Game, a: Adventurer) -> Iterator[cmd.CityAct]:
    """Policy (Loremaster, p. 79): a Loremaster carrying an old book translates it, before
    any Research (the book's three answers cost no gold)."""
    if training.usable(a, lore_bids.LOREMASTER) and any(
        "old_script" in game.pack.items[c.item].tags
        for c in a.inventory.things()
        if c.item in game.pack.items
    ):
        yield cmd.CityAct(who=a.id, action="translate")


def _quarry(game: Game, a: Adventurer) -> Iterator[cmd.CityAct]:
    """A Monster Hunter with no quarry, or one the guild has never slain, names the kind it
    slew last (policy ``worm.gm.hunters.bots_quarry``), or its kith or far realm where that
    takes in more creatures (policy ``worm.gm.specializations.widest``, p. 70)."""
    slain = game.guild.slain
    if a.talent(hunting.TALENT) is None:
        return
    if a.quarry is not None and specializations.slain(game.pack, a.quarry, slain):
        return
    hunted = hunters.bots_quarry(slain, set(game.pack.monsters))
    if hunted is not None:
        yield cmd.CityAct(who=a.id, action="quarry", what=specializations.widest(game.pack, hunted))


def _to_train(game: Game, a: Adventurer) -> str | None:
    """A talent ``a`` is mentored in, else the first trainable one they lack."""
    mentored = [t.id for t in a.talents if t.state == "mentored"]
    if mentored:
        return mentored[0]
    known = {t.id for t in a.talents}
    return next(
        (t.id for t in game.pack.talents.values() if t.trainable and t.id not in known), None
    )
