import { VideoAreaPage, type VideoAreaProps, videoAreaMetadata } from '@/components/video/video-area-page';

export const generateMetadata = (props: VideoAreaProps) => videoAreaMetadata('/free-clips', props);

export default function FreeClipsPage(props: VideoAreaProps) {
  return <VideoAreaPage area="/free-clips" {...props} />;
}
