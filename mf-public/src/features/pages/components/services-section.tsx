/** Servicios: the three pools with sizes and depths, pool season, hours, pets, gym and "todo incluido". */
import { Reveal } from '../../motion/components/reveal';
import { useSitio } from '@camping/ui/hooks/use-sitio';
import { FACTS, PILETAS, horarios } from '../../site/business-facts';
import { Icon } from '../../site/components/icons';

export function ServicesSection() {
  const { data: sitio } = useSitio();
  return (
    <section className="pub-section pub-section-alt" id="servicios" aria-labelledby="servicios-title" tabIndex={-1}>
      <div className="pub-container">
        <p className="pub-eyebrow">Qué incluye tu estadía</p>
        <h2 id="servicios-title">Servicios</h2>
        <Reveal className="pub-pools">
          <h3>
            <Icon name="pileta" /> Tres piletas
          </h3>
          <ul className="pub-pool-list">
            {PILETAS.map((p) => (
              <li key={p.nombre} className="pub-pool">
                <strong>{p.nombre}</strong>
                <span>{p.medidas}</span>
                <span>Profundidad {p.profundidad}</span>
              </li>
            ))}
          </ul>
          <p className="pub-note">
            <Icon name="sol" size={20} /> {FACTS.temporadaPileta}.
          </p>
        </Reveal>
        <ul className="pub-service-grid">
          <Reveal as="li" className="pub-service">
            <Icon name="reloj" />
            <h3>Horarios</h3>
            <p>
              {horarios(sitio?.horario_atencion).map((h) => `${h.lugar} ${h.horario}`).join(' · ')}. {FACTS.abiertoTodoElAnio}.
            </p>
          </Reveal>
          <Reveal as="li" className="pub-service" delayMs={100}>
            <Icon name="gimnasio" />
            <h3>Gimnasio al aire libre</h3>
            <p>{FACTS.maquinasGimnasio} máquinas de gimnasio al aire libre para entrenar entre árboles.</p>
          </Reveal>
          <Reveal as="li" className="pub-service" delayMs={200}>
            <Icon name="mascota" />
            <h3>Mascotas</h3>
            <p>{FACTS.mascotas}.</p>
          </Reveal>
          <Reveal as="li" className="pub-service" delayMs={300}>
            <Icon name="check" />
            <h3>Todo incluido</h3>
            <p>{FACTS.todoIncluido}: piletas, gimnasio y espacios comunes sin cargos extra.</p>
          </Reveal>
          <Reveal as="li" className="pub-service">
            <Icon name="carpa" />
            <h3>Camping</h3>
            <p>{FACTS.parcelas} parcelas con sombra natural, cerca de las piletas.</p>
          </Reveal>
          <Reveal as="li" className="pub-service" delayMs={100}>
            <Icon name="cama" />
            <h3>Cabañas y dormis</h3>
            <p>
              Cabañas para {FACTS.cabanasPersonas} personas. Dormis: {FACTS.dormis.toLowerCase()}.
            </p>
          </Reveal>
        </ul>
      </div>
    </section>
  );
}
