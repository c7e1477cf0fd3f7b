"""The end of a Challenge (pp. 123–124): the cards go home, and the Crawl or the parley takes
up again; the fight took a watch (p. 90)."""

from __future__ import annotations

from worm import tarot
from worm.engine import bonding, harvest, meet, missing, pilfered, restocking
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import bonds, deeds
from worm.model.challenge import Challenge
from worm.model.loop import WatchPasses


def finish(game: Table, how: str, why: str) -> None:
    """The fight is over: every card the Challenge holds goes to the discards, and the Crawl
    (or the parley) takes up again; the fight took a watch (p. 90)."""
    ch = game.challenge
    assert ch is not None
    unhurt_now = unhurt(game, ch)
    held = tuple(ch.cards())
    game.decks = tarot.discard_all(game.decks, held)
    game.challenge = None
    game.settle()
    rounds = ch.round
    game.ruling("p. 123", f"the Challenge ends after {rounds} round{'s' * (rounds != 1)}: {why}")
    restocking.remember(game, ch, how)
    meeting = game.meeting
    if how in missing.BEATEN and meeting is not None and not meeting.character:
        kinds = (meeting.creature, *(kin.creature for kin in meeting.others))
        missing.freed(game, kinds, "the band beaten")  # the captured (p. 95)
    pilfered.settle(game, ch, how)
    if how == "victory":
        _lord_slain(game, ch)
    if how in ("victory", "foes_surrender"):
        harvest.lay_out(game, ch)
    _afterwards(game, how, why)
    bonding.charge_all(game, bonds.wards(game.guild, unhurt_now))


def _lord_slain(game: Table, ch: Challenge) -> None:
    """A Challenge won in a level's lord room slays its dungeon lord: a feat the City may call
    a noteworthy deed (p. 149, ``worm.gm.deeds``)."""
    meeting = game.meeting
    if meeting is None or ch.room < 0 or not game.level.stock[ch.room].lord:
        return
    feat = deeds.lord_slain(meeting.name, game.level.seed.name)
    game.feats = (*game.feats, feat)
    game.ruling("p. 149", f"the guild {feat.text}: a deed for the City to hear of")


def _afterwards(game: Table, how: str, why: str) -> None:
    """Where the guild stands once the fight is over: the parley again, the Crawl, or lost."""
    meeting = game.meeting
    if how == "parley":
        game.set_phase("parley", why)
        return
    if how == "defeat":
        game.check_guild()
        if game.phase == "over":
            game.meeting = None
            return
        how = "retreat"  # policy: those still on their feet are dragged off by the foes' leave
    if how in ("victory", "fled", "foes_surrender", "stalemate"):
        if meeting is not None:
            meet.settle(game, why)
    elif meet.back_off(game):
        return  # falling back into the last room takes the watch (p. 90)
    if game.phase == "crawl":
        game.later(WatchPasses("challenge"))


def unhurt(game: Table, ch: Challenge) -> frozenset[str]:
    """The guild's fighters still standing who took no Wound in this Challenge (Ward, p. 27):
    the log is read back to the phase change that began it."""
    hurt: set[str] = set()
    for event in reversed(game.log.events):
        if isinstance(event, ev.Phase) and event.phase == "challenge":
            break
        if isinstance(event, ev.Wound):
            hurt.add(event.who)
    return frozenset(
        f.key
        for f in ch.side("guild", fighting=False)
        if f.out is None and f.name not in hurt and game.guild.adventurer(f.key).active
    )
