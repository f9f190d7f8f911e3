import { type ActorVideoProps, ActorVideoPage, actorVideoMetadata } from '../_components/actor-video-page';

export const generateMetadata = (props: ActorVideoProps) => actorVideoMetadata('classic', props);

export default function ActorClassicVideosPage(props: ActorVideoProps) {
  return <ActorVideoPage variant="classic" {...props} />;
}
