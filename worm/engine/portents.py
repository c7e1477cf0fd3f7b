"""What a City Event (pp. 151–152) or a Sign and Portent (p. 153) does to the City beyond its
upkeep prices, tests and thefts, and what outlasts the phase it is read in (``Omens``).

- *A new ruler* (X): the central power is drawn again (policy ``worm.gm.portents``).
- *A stray dog* (II): whoever it fell on feeds it a ration, if they carry one, and it stays
  as their companion (p. 34), untrained.
- *A townhouse* (XIX): its heir is recorded; the restock writes the butler's intrigue first.
- *The Ancient Quarter* (IV) adds a district; *the Slime Catastrophe* (VII) removes one;
  *the Mushroom Forest* (VIII) bars a district's special City Actions this phase.
- *The Thing in the Water* (IX): two patrons are gone from the job board for good.
- *Dog Suicide* (X): the guild's dogs die with the City's, and none is sold this phase.
- *The Black Miracle* (XI): art finds no buyer this phase; the guild keeps it for later.
- *Dreams* (VI): each living adventurer learns one thing of a creature below.
- *The Child of Silence* (XIII): hunted until the guild's hiding project is done, a district
  crushed each City Phase it does not hide.
- *What Is Dead May Never Die* (XIV): no City Action while the dead walk, every phase, and a
  contract on the job board to still the source below.
- *Rip Van Winkle* (I): every contract is void at step 4 (``worm.engine.contracts``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from worm import tarot
from worm.engine import districts, kit, lore
from worm.engine import events as ev
from worm.engine.campsite import level_creatures
from worm.engine.table import Table
from worm.gen import city as city_gen
from worm.gm import contracts as contract_policy
from worm.gm import portents as policy
from worm.model.adventurer import Adventurer
from worm.model.city import CityState, Job
from worm.model.city_map import Quarter
from worm.model.companion import Companion

RULE_151, RULE_152, RULE_153 = "p. 151", "p. 152", "p. 153"
PLAGUE_ENTRY = policy.PLAGUE_ENTRY
STRAY = "vicious_dog"  # the nearest kind in animals.toml to a starved street dog


def _city(game: Table) -> CityState:
    assert game.city is not None, "City Events are read in the City Phase (p. 148)"
    return game.city


def play(game: Table, flags: tuple[str, ...], target: Adventurer | None) -> None:
    """Each recorded rule of the row read, played now (the module's list)."""
    for flag in flags:
        action = PLAYS.get(flag)
        if action is not None:
            action(game, target)


# --- City Events -------------------------------------------------------------------------------


def new_ruler(game: Table, _: Adventurer | None) -> None:
    """The King is Dead (X, p. 151): a minor card names who holds the City now (policy)."""
    town = districts.city_of(game)
    card = _suited_card(game, "the new ruler, p. 151")
    assert card.suit is not None
    if card.value > 10:
        seat = next(
            d
            for d in game.pack.districts.values()
            if (d.suit, d.value)
            == (
                card.suit,
                card.value,
            )
        )
        ruler, where = seat.name, seat.name
    else:
        power = game.pack.city.ruler_of(card.suit)
        ruler, where = power.name, power.seat
    same = " (a new face on the old seat)" if ruler == town.ruler else ""
    game.city_map = replace(town, central=card.name, ruler=ruler, seat=where)
    game.ruling(RULE_151, f"{card.name}: {ruler} now rules the City from {where}{same}")


def stray(game: Table, a: Adventurer | None) -> None:
    """Doggy (II, p. 151): fed, the stray stays (policy: a ration, if one is carried)."""
    if a is None:
        return
    if kit.count(a, "ration") == 0:
        game.ruling(RULE_151, f"{a.name} has no ration to spare; the stray slinks away")
        return
    fed, _ = kit.lose(a, "ration", 1)
    game.set_adventurer(fed)
    game.log.emit(ev.Item, who=a.name, item="Ration", change="used", count=1, cause="a stray fed")
    kind = game.pack.animals[STRAY]
    taken = {c.id for c in game.guild.companions}
    number = next(n for n in range(1, len(taken) + 2) if f"c{n}" not in taken)
    name = kind.names[number % len(kind.names)]
    dog = Companion(id=f"c{number}", kind=STRAY, name=name, owner=a.id)
    game.guild = game.guild.with_companion(dog)
    game.ruling(RULE_151, f"{a.name} feeds the stray a ration; {name} stays, an untrained dog")
    game.log.emit(ev.Narration, text=f"{name}, a stray dog, now follows {a.name}.")


def inheritance(game: Table, a: Adventurer | None) -> None:
    """An Inheritance (XIX, p. 152): the heir holds the townhouse from now on."""
    if a is None:
        return
    game.omens = replace(game.omens, townhouse=a.id)
    game.ruling(
        RULE_152,
        f"{a.name} inherits the townhouse on the Grey River and its butler Aethelred; "
        "intrigue will come of it (the next restock writes it)",
    )


# --- Signs and Portents: the City's districts --------------------------------------------------


def ancient_quarter(game: Table, _: Adventurer | None) -> None:
    """The Ancient Quarter (IV, p. 153): a district the City lacks joins it (policy)."""
    town = districts.city_of(game)
    have = {q.id for q in town.districts}
    by_card = {(d.suit, d.value): d for d in game.pack.districts.values() if not d.constant}
    for _tries in range(len(by_card) + 1):
        card = _suited_card(game, "the Ancient Quarter, p. 153")
        found = by_card.get((card.suit, card.value))
        if found is not None and found.id not in have:
            break
    else:
        game.ruling(RULE_153, "every district there is stands in the City already")
        return
    cell = policy.nearest_free(
        sorted(city_gen.free_cells({(0, 0), *((q.x, q.y) for q in town.districts)}))
    )
    quarter = Quarter(found.id, found.name, found.suit, found.value, "sprawl", *cell)
    game.city_map = replace(town, districts=(*town.districts, quarter))
    game.ruling(RULE_153, f"{card.name}: {found.name} stands again, part of the City now")


def slime(game: Table, _: Adventurer | None) -> None:
    """The Slime Catastrophe (VII, p. 153): a district is gone (policy)."""
    _ruin(game, "the slime eats", "the Slime Catastrophe")


def _ruin(game: Table, how: str, what: str) -> None:
    town = districts.city_of(game)
    card = game.draw_and_discard("minor", f"{what}, p. 153")
    lost = policy.counted(policy.may_go(town), card.value)
    if lost is None:
        game.ruling(RULE_153, f"no district is left for {what} to take")
        return
    kept = tuple(q for q in town.districts if q.id != lost.id)
    heir = policy.neighbour(kept, lost)
    gates = tuple(replace(g, district=heir.id) if g.district == lost.id else g for g in town.gates)
    game.city_map = replace(town, districts=kept, gates=gates)
    game.ruling(RULE_153, f"{card.name}: {how} {lost.name}; it is gone from the City")
    game.log.emit(ev.Narration, text=f"{lost.name} is no more.")


def mushrooms(game: Table, _: Adventurer | None) -> None:
    """The Mushroom Forest (VIII, p. 153): one district's own City Actions are barred this
    phase (policy: those of its specials the game plays, and its actions by name)."""
    town = districts.city_of(game)
    card = game.draw_and_discard("minor", "the Mushroom Forest, p. 153")
    choked = policy.counted(policy.may_go(town), card.value)
    if choked is None:
        return
    district = game.pack.districts[choked.id]
    barred = tuple(s.id for s in district.special)
    city = _city(game)
    game.city = replace(city, banned=(*city.banned, *barred))
    told = ", ".join(district.actions) or "nothing of its own"
    game.ruling(RULE_153, f"{card.name}: mushrooms choke {choked.name}; barred this phase: {told}")


# --- Signs and Portents: townsfolk, dogs, art --------------------------------------------------


def the_sea_takes(game: Table, _: Adventurer | None) -> None:
    """The Thing in the Water (IX, p. 153): patrons walk into the sea (policy)."""
    signed = {j.patron for j in game.jobs}
    left = sorted({c.patron for c in game.pack.contracts.values()} - signed - set(game.omens.gone))
    taken: list[str] = []
    for _taken in range(policy.TAKEN_BY_THE_SEA):
        if not left:
            break
        card = game.draw_and_discard("minor", "the Thing in the Water, p. 153")
        taken.append(left.pop((card.value - 1) % len(left)))
    if not taken:
        return
    game.omens = replace(game.omens, gone=(*game.omens.gone, *taken))
    game.ruling(RULE_153, f"{' and '.join(taken)} walk into the sea; no contract of theirs again")


def dog_suicide(game: Table, _: Adventurer | None) -> None:
    """Dog Suicide (X, p. 153): the guild's dogs die with every other dog in the City."""
    for dog in game.guild.companions:
        if dog.kind in policy.DOG_KINDS and not dog.dead:
            game.guild = game.guild.with_companion(dog.model_copy(update={"dead": True}))
            game.log.emit(ev.Condition, who=dog.name, change="dead", cause="Dog Suicide, p. 153")
    game.ruling(RULE_153, "no dog lives in the City this phase, and none is for sale")


def dogs_sold(city: CityState | None) -> bool:
    """Whether a dog can be bought this phase (Dog Suicide, p. 153)."""
    return city is None or "no_dogs" not in city.flags


def unsold(game: Table) -> tuple[str, ...]:
    """The loot the Market will not buy this phase: art, under the Black Miracle (p. 153)."""
    if game.city is None or "art_unsold" not in game.city.flags:
        return ()
    return tuple(t for t in game.loot if "art" in game.pack.treasure[t].tags)


def keep_unsold(game: Table) -> None:
    """Before the sale (p. 162): the art nobody buys stays with the guild for a later City."""
    kept = unsold(game)
    if not kept:
        return
    names = ", ".join(game.pack.treasure[t].name for t in kept)
    game.ruling(RULE_153, f"nobody dares buy art this phase: the guild keeps {names}")
    game.city = replace(_city(game), unsold=kept)


def dreams(game: Table, _: Adventurer | None) -> None:
    """Dreams (VI, p. 153): each living adventurer dreams one secret of the Underworld (policy)."""
    creatures = level_creatures(game) or sorted(game.pack.monsters)
    for a in [m for m in game.guild.in_marching_order() if not m.conditions.dead]:
        card = game.draw_and_discard("minor", "Dreams, p. 153")
        learned = _dreamt(game, creatures, card)
        if learned is None:
            game.ruling(RULE_153, f"{a.name} dreams of nothing the guild does not know")
            continue
        game.ruling(RULE_153, f"{a.name} dreams that {learned}")


def _dreamt(game: Table, creatures: list[str], card: tarot.Card) -> str | None:
    return lore.learn_one(game, creatures, card)


# --- what outlasts the phase -------------------------------------------------------------------


def child_of_silence(game: Table, _: Adventurer | None) -> None:
    """The Child of Silence (XIII, p. 153): it hunts the guild until its hiding is done."""
    if game.omens.child is not None:
        return
    project = (policy.CHILD_PROJECT, policy.CHILD_STEPS, 0)
    others = tuple(p for p in game.guild.projects if p[0] != policy.CHILD_PROJECT)
    game.guild = game.guild.model_copy(update={"projects": (*others, project)})
    game.omens = replace(game.omens, child=0)
    game.ruling(
        RULE_153,
        f"the Child hunts the guild: '{policy.CHILD_PROJECT}' is a project of "
        f"{policy.CHILD_STEPS} steps (Support, p. 159); a City Phase without a step, it crushes "
        "a district",
    )


def undead_plague(game: Table, _: Adventurer | None) -> None:
    """What Is Dead May Never Die (XIV, p. 153): the dead walk until their source is stilled."""
    if game.omens.plague == 0:
        game.omens = replace(game.omens, plague=1)
    game.ruling(RULE_153, "no City Action until the guild stills the source below")


def linger(game: Table) -> None:
    """Step 3, before the card (pp. 150, 153): what earlier events left still acts."""
    _plague_lingers(game)
    _child_lingers(game)


def _plague_lingers(game: Table) -> None:
    if game.omens.plague == 0:
        return
    job = next((j for j in game.jobs if j.entry == PLAGUE_ENTRY), None)
    if job is not None and contract_policy.fulfilled(job, game.world, game.states, game.loot):
        game.omens = replace(game.omens, plague=0)
        game.ruling(RULE_153, "the source below is stilled: the dead lie down again")
        return
    game.omens = replace(game.omens, plague=game.omens.plague + 1)
    city = _city(game)
    game.city = replace(city, banned=(*city.banned, "all"))
    game.ruling(
        RULE_153,
        f"the dead still walk the City ({game.omens.plague} City Phases): no City Action "
        "can be taken, and the Underworld presses at the gates",
    )


def _child_lingers(game: Table) -> None:
    before = game.omens.child
    if before is None:
        return
    project = next((p for p in game.guild.projects if p[0] == policy.CHILD_PROJECT), None)
    needed, steps = (project[1], project[2]) if project else (policy.CHILD_STEPS, 0)
    if steps >= needed:
        game.omens = replace(game.omens, child=None)
        game.ruling(RULE_153, "the guild's hiding is done: the Child of Silence loses its trail")
        return
    if policy.hidden(steps, before):
        game.ruling(RULE_153, "the guild kept out of the Child's way: it searches on")
    else:
        _ruin(game, "the Child of Silence crushes", "the Child of Silence")
    game.omens = replace(game.omens, child=steps)


def must_hide(game: Table) -> bool:
    """Whether the Child of Silence hunts the guild and no step of its hiding has been taken
    since the last City Phase (policy ``worm.gm.portents.hidden``)."""
    before = game.omens.child
    if before is None:
        return False
    project = next((p for p in game.guild.projects if p[0] == policy.CHILD_PROJECT), None)
    return project is None or not policy.hidden(project[2], before)


def offer(game: Table) -> None:
    """Step 7 (pp. 153, 160–161): while the dead walk, a contract to still their source heads
    the job board; a patron the sea took is never on it."""
    city = _city(game)
    board = tuple(j for j in city.board if j.patron not in game.omens.gone)
    held = any(j.entry == PLAGUE_ENTRY for j in game.jobs)
    if game.omens.plague and not held:
        job = _plague_job(game)
        if job is None:
            game.omens = replace(game.omens, plague=0)
            game.ruling(RULE_153, "no lord is left below to raise the dead: the plague fades")
        else:
            board = (job, *board)
            game.ruling(RULE_153, f"the job board: {job.text}")
    game.city = replace(city, board=board)


def _plague_job(game: Table) -> Job | None:
    fitted = contract_policy.fit("lord", 14, game.world, game.states, game.pack)
    if fitted is None:
        return None
    level, target, name = fitted
    return Job(
        id=f"{PLAGUE_ENTRY}_{game.expeditions}",
        entry=PLAGUE_ENTRY,
        card=14,
        patron=policy.PLAGUE_PATRON,
        goal="lord",
        level=level,
        target=target,
        text=f"The dead walk the City: slay the lord of {name}, the source below.",
        reward=policy.PLAGUE_REWARD,
    )


def _suited_card(game: Table, purpose: str) -> tarot.Card:
    card = game.draw_and_discard("minor", purpose)
    while card.is_fool:
        card = game.draw_and_discard("minor", purpose)
    return card


PLAYS: dict[str, Callable[[Table, Adventurer | None], None]] = {
    "regime_change": new_ruler,
    "stray_dog": stray,
    "townhouse": inheritance,
    "add_district": ancient_quarter,
    "remove_district": slime,
    "district_action_banned": mushrooms,
    "npcs_vanish": the_sea_takes,
    "no_dogs": dog_suicide,
    "dreams": dreams,
    "child_of_silence": child_of_silence,
    "undead_plague": undead_plague,
}
"""What each recorded rule does as it is read; ``art_unsold`` and ``contracts_void`` are read
later in the phase (the Market's sale, step 4)."""
